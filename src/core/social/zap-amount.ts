/**
 * How much a zap sends and what it says (docs/session-and-actions.md, Zap amounts): the
 * picker's amounts, a typed amount checked against the author's LNURL server, the choice
 * this device remembers, and the comment within what the server takes.
 */
import { ZAP_AMOUNT_MSAT } from './zap';

/** The picker's amounts in sats, each ten times the last from the spec's 21. */
export const ZAP_PRESET_SATS: readonly number[] = [21, 210, 2_100, 21_000];
/** The spec's zap, until the user picks another. */
export const DEFAULT_ZAP_SATS = ZAP_AMOUNT_MSAT / 1000;
/** docs/cache-and-offline.md, Local storage keys: the stored choice's shape. */
export const ZAP_CHOICE_VERSION = 1;
/**
 * The comment travels in the zap request, inside the callback's query (NIP-57 appendix
 * B), so a long one could make the URL too long for the server; NIP-57 sets no limit.
 */
export const MAX_ZAP_COMMENT = 280;

const MSAT_PER_SAT = 1000;

/** What the author's LNURL server takes (LUD-06, msat; LUD-12). */
export interface ZapLimits {
  minSendable: number;
  maxSendable: number;
  commentAllowed?: number;
}

export type ZapAmountCheck = { ok: true; sats: number } | { ok: false; problem: string };

/** "2,100 sats", "1 sat". */
export function satsLabel(sats: number): string {
  return `${sats.toLocaleString('en-US')} ${sats === 1 ? 'sat' : 'sats'}`;
}

/** The whole sats the server takes: its msat range rounded inwards; undefined when none fits. */
export function satsRange(limits: Pick<ZapLimits, 'minSendable' | 'maxSendable'>): { min: number; max: number } | undefined {
  const min = Math.max(1, Math.ceil(limits.minSendable / MSAT_PER_SAT));
  const max = Math.floor(limits.maxSendable / MSAT_PER_SAT);
  return min <= max ? { min, max } : undefined;
}

/**
 * A typed amount in sats: a whole, positive number (thousands separators and spaces
 * allowed), within the server's range once it is known. The problem is in words for the
 * person typing.
 */
export function checkZapAmount(text: string, limits?: Pick<ZapLimits, 'minSendable' | 'maxSendable'>): ZapAmountCheck {
  const digits = text.replace(/[\s,_]/g, '');
  if (!digits) return { ok: false, problem: 'Enter an amount in sats.' };
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'Enter a whole number of sats.' };
  const sats = Number(digits);
  if (sats < 1) return { ok: false, problem: 'Enter at least 1 sat.' };
  if (!Number.isSafeInteger(sats * MSAT_PER_SAT)) return { ok: false, problem: 'That amount is too large.' };
  if (!limits) return { ok: true, sats };
  const range = satsRange(limits);
  if (!range) return { ok: false, problem: "The author's wallet takes no whole amount of sats." };
  if (sats < range.min) return { ok: false, problem: `The author's wallet takes at least ${satsLabel(range.min)}.` };
  if (sats > range.max) return { ok: false, problem: `The author's wallet takes at most ${satsLabel(range.max)}.` };
  return { ok: true, sats };
}

/** The remembered choice from its stored text; anything unreadable, or of a newer version, is the default. */
export function parseZapChoice(text: string | null): number {
  if (!text) return DEFAULT_ZAP_SATS;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_ZAP_SATS;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_ZAP_SATS;
  const { version, sats } = stored as { version?: unknown; sats?: unknown };
  if (typeof version !== 'number' || version > ZAP_CHOICE_VERSION) return DEFAULT_ZAP_SATS;
  return typeof sats === 'number' && checkZapAmount(String(sats)).ok ? sats : DEFAULT_ZAP_SATS;
}

export function serializeZapChoice(sats: number): string {
  return JSON.stringify({ version: ZAP_CHOICE_VERSION, sats });
}

/**
 * The longest comment the author's server is sent: a positive `commentAllowed` (LUD-12)
 * lowers the limit. The comment is the zap request's content, not LUD-12's `comment`
 * parameter, so a server that states none (or 0) still gets it, as NIP-57 servers read it.
 */
export function zapCommentLimit(commentAllowed: number | undefined): number {
  return commentAllowed !== undefined && commentAllowed > 0 ? Math.min(commentAllowed, MAX_ZAP_COMMENT) : MAX_ZAP_COMMENT;
}

/** The comment cut to `limit` characters (code points, as LUD-12 counts them, never half an emoji). */
export function clipZapComment(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('');
}

/** What the picker holds: one of its amounts, or the text typed as another. */
export type AmountChoice = { kind: 'preset'; sats: number } | { kind: 'custom'; text: string };

/** The picker as it opens: the remembered amount, on its button when it has one. */
export function initialAmountChoice(sats: number): AmountChoice {
  return ZAP_PRESET_SATS.includes(sats) ? { kind: 'preset', sats } : { kind: 'custom', text: String(sats) };
}

/** The amount chosen, checked like a typed one: a preset too may be outside what the server takes. */
export function chosenAmount(choice: AmountChoice, limits?: Pick<ZapLimits, 'minSendable' | 'maxSendable'>): ZapAmountCheck {
  return checkZapAmount(choice.kind === 'preset' ? String(choice.sats) : choice.text, limits);
}

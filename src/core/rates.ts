/**
 * Exchange rates (SPEC.md section 3, "Rates"): the provider's kind 1009 event holds one
 * `d` tag per symbol: ['d', 'BTCUSD', ask, bid, low, high].
 */
import type { NostrEvent } from './types';

export const RATES_KIND = 1009;
/** SPEC.md section 3: ngine.currency defaults to BTC. */
export const DEFAULT_CURRENCY = 'BTC';

const MSAT_PER_BTC = 100_000_000_000;
const SYMBOL = /^BTC[A-Z]{3,5}$/;

export interface Rate {
  symbol: string;
  time: number;
  ask: number;
  bid: number;
  low: number;
  high: number;
  /** The symbol without its BTC prefix. */
  currency: string;
}

function toRate(tag: readonly unknown[], time: number): Rate | undefined {
  const [name, symbol, ...values] = tag;
  if (name !== 'd' || typeof symbol !== 'string' || !SYMBOL.test(symbol)) return undefined;
  const [ask, bid, low, high] = values.map((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN));
  if (![ask, bid, low, high].every((value) => value !== undefined && Number.isFinite(value) && value >= 0)) return undefined;
  return { symbol, time, ask: ask ?? 0, bid: bid ?? 0, low: low ?? 0, high: high ?? 0, currency: symbol.slice(3) };
}

export function parseRates(event: NostrEvent): Rate[] {
  if (event.kind !== RATES_KIND) return [];
  return event.tags.map((tag) => toRate(tag, event.created_at)).filter((rate): rate is Rate => rate !== undefined);
}

export function rateFor(rates: readonly Rate[], currency: string): Rate | undefined {
  return rates.find((rate) => rate.currency === currency.toUpperCase());
}

/** An amount in msat at the rate's ask price (per whole bitcoin). */
export function satsToFiat(msat: number, rate: Rate): number {
  return (msat / MSAT_PER_BTC) * rate.ask;
}

/** The stored copy (ngine.rates); whatever is broken in it is left out. */
export function parseStoredRates(raw: string | null): Rate[] {
  let value: unknown;
  try {
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .map((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return undefined;
      const rate = entry as Partial<Rate>;
      const tag = ['d', rate.symbol, String(rate.ask), String(rate.bid), String(rate.low), String(rate.high)];
      return typeof rate.time === 'number' ? toRate(tag, rate.time) : undefined;
    })
    .filter((rate): rate is Rate => rate !== undefined);
}

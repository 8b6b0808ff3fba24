/**
 * Reporting a post (docs/session-and-actions.md, Report): a NIP-56 kind 1984 naming the
 * post and its author with the type chosen, the comment as its content, signed by the
 * user's signer. Signed out or read-only, the press opens the login dialog as every other
 * action does (signer-gate.ts). The report sent is the user's own and counts at once
 * (docs/content-rules.md, Reported posts): the user is in their own circle.
 */
import { parseReport, reportTemplate, type ReportType } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { publishEvent, type EventTemplate } from '../nostr/client';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { reportsActions } from './reports-store';
import { requireSigner } from './signer-gate';

/** What a report needs besides the store: the signer and the relays; tests pass fakes. */
export interface ReportEdges {
  requireSigner(action: string): Promise<void>;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
}

const appEdges: ReportEdges = { requireSigner, publishRelays: currentPublishRelays, publishEvent };

export type ReportOutcome = 'sent' | 'failed' | 'no-signer';

/** True once a signer is ready; otherwise false, and the login dialog says why. */
export async function readyToReport(edges: ReportEdges = appEdges): Promise<boolean> {
  try {
    await edges.requireSigner('report posts');
    return true;
  } catch {
    return false;
  }
}

/** Signs and publishes the report; "failed" when no relay took it, which is logged. */
export async function sendReport(
  post: Pick<NostrEvent, 'id' | 'pubkey'>,
  report: { type: ReportType; comment: string },
  edges: ReportEdges = appEdges,
): Promise<ReportOutcome> {
  if (!(await readyToReport(edges))) return 'no-signer';
  try {
    const event = await edges.publishEvent(reportTemplate(post, report.type, report.comment, nowSeconds()), await edges.publishRelays());
    reportsActions.received(parseReport(event));
    return 'sent';
  } catch (error) {
    console.error('Could not send the report', error);
    return 'failed';
  }
}

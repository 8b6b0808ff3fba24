import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignerRequiredError } from '../nostr/signer-required';
import type { NostrEvent } from '../core/types';
import type { EventTemplate } from '../nostr/client';
import { readyToReport, sendReport, type ReportEdges } from './report-action';
import { reportsActions, useReportsStore } from './reports-store';

const USER = 'a'.repeat(64);
const AUTHOR = 'b'.repeat(64);
const NOW = 1_700_000_000;
const post = { id: 'c'.repeat(64), pubkey: AUTHOR };

/** The signer and relays played by the test. */
function fakeEdges() {
  return {
    requireSigner: vi.fn(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(['wss://relay.example'])),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: 'f'.repeat(64), pubkey: USER, sig: 'e'.repeat(128) }),
    ),
  } satisfies ReportEdges;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  reportsActions.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('report action', () => {
  it('publishes the kind 1984 to the publish relays, and the user’s own report counts at once', async () => {
    const edges = fakeEdges();
    expect(await sendReport(post, { type: 'spam', comment: 'Same link in every post' }, edges)).toBe('sent');
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 1984,
        content: 'Same link in every post',
        created_at: NOW,
        tags: [
          ['p', AUTHOR, 'spam'],
          ['e', post.id, 'spam'],
        ],
      },
      ['wss://relay.example'],
    );
    expect(useReportsStore.getState().posts[post.id]).toEqual([{ reporter: USER, postId: post.id, authorId: AUTHOR, type: 'spam' }]);
  });

  it('publishes nothing without a signer', async () => {
    const edges = fakeEdges();
    edges.requireSigner.mockRejectedValue(new SignerRequiredError());
    expect(await readyToReport(edges)).toBe(false);
    expect(await sendReport(post, { type: 'nudity', comment: '' }, edges)).toBe('no-signer');
    expect(edges.requireSigner).toHaveBeenCalledWith('report posts');
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('says so when no relay took the report, and counts nothing', async () => {
    const edges = fakeEdges();
    edges.publishEvent.mockRejectedValue(new Error('no relay took it'));
    expect(await sendReport(post, { type: 'illegal', comment: '' }, edges)).toBe('failed');
    expect(console.error).toHaveBeenCalledWith('Could not send the report', expect.any(Error));
    expect(useReportsStore.getState().posts).toEqual({});
  });
});

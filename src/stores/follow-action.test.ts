// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import {
  ALICE,
  BOB,
  CAROL,
  DAVE,
  NOW,
  RELAYS,
  fakeEdges,
  followList,
  followTestHooks,
  session,
  signedInWith,
} from '../../tests/app-support/fake-follow-edges';
import { followAll, toggleFollow } from './follow-action';
import { unreadableList } from './newest-own-list';
import { usePostActions } from './post-actions-store';
import { sessionActions } from './session-store';

followTestHooks();

describe('follow action', () => {
  it("adds the author to the newest list, keeps its other tags, and the published list becomes the session's", async () => {
    const edges = fakeEdges();
    signedInWith(
      followList(NOW - 60, [
        ['p', BOB],
        ['t', 'photography'],
      ]),
    );
    await toggleFollow(CAROL, edges);
    expect(edges.requireSigner).toHaveBeenCalledWith('follow');
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 3,
        content: '',
        tags: [
          ['p', BOB],
          ['t', 'photography'],
          ['p', CAROL],
        ],
        created_at: NOW,
      },
      RELAYS,
    );
    expect(session()).toMatchObject({ follows: [BOB, CAROL], working: false });
  });

  it('edits the newest list the relays hold when signing: one published on another device since is kept whole', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    const elsewhere = {
      ...followList(
        NOW - 10,
        [
          ['p', BOB],
          ['p', DAVE, 'wss://hint.example', 'dave'],
          ['t', 'art'],
        ],
        'kept',
      ),
      id: '1'.repeat(64),
    };
    edges.readOwnListNow.mockResolvedValue({ events: [elsewhere], answered: 1 });
    await toggleFollow(CAROL, edges);
    expect(edges.readOwnListNow).toHaveBeenCalledWith({ kinds: [3], authors: [ALICE] }, RELAYS);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      { kind: 3, content: 'kept', tags: [...elsewhere.tags, ['p', CAROL]], created_at: NOW },
      RELAYS,
    );
  });

  it('leaves a follow made on another device as it is, rather than toggle it back', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    edges.readOwnListNow.mockResolvedValue({
      events: [
        {
          ...followList(NOW - 10, [
            ['p', BOB],
            ['p', CAROL],
          ]),
          id: '1'.repeat(64),
        },
      ],
      answered: 2,
    });
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().follows).toEqual([BOB, CAROL]);
  });

  it('publishes nothing and says why when none of the relays answered the list’s read', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    edges.readOwnListNow.mockResolvedValue({ events: [], answered: 0 });
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(usePostActions.getState().notice).toBe(unreadableList('follow list'));
    expect(await followAll([CAROL, DAVE], edges)).toEqual({ status: 'unreadable', message: unreadableList('follow list') });
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session()).toMatchObject({ follows: [BOB], working: false });
  });

  it("keeps the list's content as it was, for follow and unfollow alike", async () => {
    const relays = '{"wss://relay.example":{"read":true,"write":true}}';
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB, 'wss://hint.example', 'bob']], relays));
    await toggleFollow(CAROL, edges);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent.mock.calls.map(([template]) => template.content)).toEqual([relays, relays]);
    expect(edges.publishEvent.mock.calls[0]?.[0].tags).toEqual([
      ['p', BOB, 'wss://hint.example', 'bob'],
      ['p', CAROL],
    ]);
  });

  it('removes a followed author, one second after a list from this very second', async () => {
    const edges = fakeEdges();
    signedInWith(
      followList(NOW, [
        ['p', BOB],
        ['p', CAROL],
      ]),
    );
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ tags: [['p', CAROL]], created_at: NOW + 1 }), RELAYS);
    expect(session().follows).toEqual([CAROL]);
  });

  it('starts a new list when every relay answered without one', async () => {
    const edges = fakeEdges();
    signedInWith(undefined);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ tags: [['p', BOB]] }), RELAYS);
  });

  it('publishes nothing before every relay has answered for the list', async () => {
    const edges = fakeEdges();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('publishes nothing when the signer is refused', async () => {
    const edges = fakeEdges();
    edges.requireSigner.mockRejectedValue(new Error('Signer required'));
    signedInWith(followList(NOW - 60, []));
    sessionActions.signerReconnected(ALICE, false);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().working).toBe(false);
  });

  it('is working while it publishes, and a second press meanwhile does nothing', async () => {
    const edges = fakeEdges();
    let accept: ((event: NostrEvent) => void) | undefined;
    edges.publishEvent.mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    signedInWith(followList(NOW - 60, []));
    const first = toggleFollow(BOB, edges);
    await vi.waitFor(() => expect(session().working).toBe(true));
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    accept?.(followList(NOW, [['p', BOB]]));
    await first;
    expect(session()).toMatchObject({ working: false, follows: [BOB] });
  });

  it('a failed publish keeps the list and says so', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.publishEvent.mockRejectedValue(new Error('rejected by every relay'));
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    await toggleFollow(CAROL, edges);
    expect(session()).toMatchObject({ working: false });
    expect(session().contacts?.tags).toEqual([['p', BOB]]);
    expect(usePostActions.getState().notice).toBe('Could not update your follows.');
    expect(error).toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import {
  ALICE,
  BOB,
  CAROL,
  DAVE,
  ERIN,
  NOW,
  RELAYS,
  fakeEdges,
  followList,
  followTestHooks,
  session,
  signedInWith,
} from '../../tests/app-support/fake-follow-edges';
import { followAll, toggleFollow } from './follow-action';
import { loginPrompt, useLoginPrompt } from './login-prompt';
import { sessionActions } from './session-store';
import { requireSigner } from './signer-gate';

followTestHooks();

describe('follow all', () => {
  it('publishes one list that keeps every entry and the content, adding the people not followed yet, the user left out', async () => {
    const edges = fakeEdges();
    const relays = '{"wss://relay.example":{"read":true,"write":true}}';
    signedInWith(
      followList(
        NOW - 60,
        [
          ['p', BOB, 'wss://bob.example', 'bobby'],
          ['t', 'photography'],
          ['p', CAROL],
        ],
        relays,
      ),
    );
    await expect(followAll([CAROL, DAVE, ALICE, BOB, ERIN, DAVE], edges)).resolves.toEqual({ status: 'followed', added: 2 });
    expect(edges.requireSigner).toHaveBeenCalledWith('follow everyone on this list');
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 3,
        content: relays,
        tags: [
          ['p', BOB, 'wss://bob.example', 'bobby'],
          ['t', 'photography'],
          ['p', CAROL],
          ['p', DAVE],
          ['p', ERIN],
        ],
        created_at: NOW,
      },
      RELAYS,
    );
    // What the relays took is the session's list at once: the header reads "Following all".
    expect(session()).toMatchObject({ follows: [BOB, CAROL, DAVE, ERIN], working: false });
  });

  it('starts a list when every relay answered without one', async () => {
    const edges = fakeEdges();
    signedInWith(undefined);
    await expect(followAll([BOB, CAROL], edges)).resolves.toEqual({ status: 'followed', added: 2 });
    expect(edges.publishEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        content: '',
        tags: [
          ['p', BOB],
          ['p', CAROL],
        ],
      }),
      RELAYS,
    );
  });

  it('publishes nothing when everyone is followed already', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB.toUpperCase()]]));
    await expect(followAll([BOB, ALICE], edges)).resolves.toEqual({ status: 'following-all' });
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().working).toBe(false);
  });

  it('asks a visitor to log in, as every action does, and publishes nothing', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.requireSigner.mockImplementation((action: string) => requireSigner(action, () => Promise.resolve(false)));
    sessionActions.signOut();
    loginPrompt.close();
    await expect(followAll([BOB], edges)).resolves.toEqual({ status: 'refused' });
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: 'Log in to follow everyone on this list.' });
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Signer required');
  });

  it('publishes nothing before every relay has answered for the list', async () => {
    const edges = fakeEdges();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    await expect(followAll([BOB], edges)).resolves.toEqual({ status: 'not-ready' });
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('is working while it publishes, and a follow pressed meanwhile does nothing', async () => {
    const edges = fakeEdges();
    let accept: ((event: NostrEvent) => void) | undefined;
    edges.publishEvent.mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    signedInWith(followList(NOW - 60, []));
    const first = followAll([BOB, CAROL], edges);
    await vi.waitFor(() => expect(session().working).toBe(true));
    await expect(followAll([DAVE], edges)).resolves.toEqual({ status: 'not-ready' });
    await toggleFollow(DAVE, edges);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    accept?.(
      followList(NOW, [
        ['p', BOB],
        ['p', CAROL],
      ]),
    );
    await expect(first).resolves.toEqual({ status: 'followed', added: 2 });
    expect(session()).toMatchObject({ working: false, follows: [BOB, CAROL] });
  });

  it('a failed publish keeps the list and says so', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.publishEvent.mockRejectedValue(new Error('rejected by every relay'));
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    await expect(followAll([CAROL], edges)).resolves.toEqual({ status: 'failed' });
    expect(session()).toMatchObject({ working: false, follows: [BOB] });
    expect(session().contacts?.tags).toEqual([['p', BOB]]);
    expect(error).toHaveBeenCalledWith('Could not sign event', expect.any(Error));
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignerRequiredError } from '../nostr/client';
import { loginPrompt, useLoginPrompt } from './login-prompt';
import { sessionActions } from './session-store';
import { READ_ONLY_REASON, requireSigner } from './signer-gate';

const ALICE = 'a'.repeat(64);

beforeEach(() => {
  sessionActions.signOut();
  loginPrompt.close();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('signer gate', () => {
  it('a ready signer lets the action through without reconnecting', async () => {
    const reconnect = vi.fn(() => Promise.resolve(true));
    sessionActions.start({ pubkey: ALICE, method: 'nip07', signerReady: true, relayList: undefined });
    await requireSigner('like', reconnect);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('signed out, the login dialog opens with the reason and the signer-required event is raised', async () => {
    const raised = vi.fn();
    window.addEventListener('signer-required', raised);
    await expect(requireSigner('like', () => Promise.resolve(true))).rejects.toBeInstanceOf(SignerRequiredError);
    window.removeEventListener('signer-required', raised);
    expect(raised).toHaveBeenCalledOnce();
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: 'Log in to like.' });
  });

  it('a read-only session is told it needs a signer', async () => {
    sessionActions.start({ pubkey: ALICE, method: 'npub', signerReady: false, relayList: undefined });
    await expect(requireSigner('repost', () => Promise.resolve(true))).rejects.toBeInstanceOf(SignerRequiredError);
    expect(useLoginPrompt.getState().reason).toBe(READ_ONLY_REASON);
  });

  it('a restored session waits for its signer to reconnect, and is refused when it does not', async () => {
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: false, relayList: undefined });
    await expect(requireSigner('follow', () => Promise.resolve(true))).resolves.toBeUndefined();
    await expect(requireSigner('follow', () => Promise.resolve(false))).rejects.toBeInstanceOf(SignerRequiredError);
    expect(useLoginPrompt.getState().reason).toBe('Your signer is not connected. Log in again to follow.');
  });
});

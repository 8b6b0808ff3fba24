import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotice, usePostActions } from './post-actions-store';
import { canZap, mayZap } from './zap-action';

const AUTHOR = 'a'.repeat(64);

beforeEach(() => setNotice(undefined));

describe('canZap', () => {
  it("offers a zap only when the author's profile has a lightning address this app can reach", () => {
    expect(canZap({ pubkey: AUTHOR, lud16: 'alice@pay.example' })).toBe(true);
    expect(canZap({ pubkey: AUTHOR, lud16: 'alice@localhost' })).toBe(false);
    expect(canZap({ pubkey: AUTHOR })).toBe(false);
    expect(canZap(undefined)).toBe(false);
  });
});

describe('mayZap', () => {
  it('opens the dialog once a signer is ready, clearing the last notice', async () => {
    setNotice('Could not like this post.');
    const gate = vi.fn(() => Promise.resolve());
    expect(await mayZap(gate)).toBe(true);
    expect(gate).toHaveBeenCalledWith('zap');
    expect(usePostActions.getState().notice).toBeUndefined();
  });

  it('does not, when the signer gate refuses (it opens the login dialog itself)', async () => {
    expect(await mayZap(() => Promise.reject(new Error('Signer required')))).toBe(false);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyNip05 } from '../nostr/client';
import { KEPT_CHECKS, nip05Key, requestNip05Check, useNip05Store } from './nip05-store';

vi.mock('../nostr/client', () => ({ verifyNip05: vi.fn() }));

const verify = vi.mocked(verifyNip05);
const ALICE = 'a'.repeat(64);

const checkOf = (nip05: string) => useNip05Store.getState().checks[nip05Key(ALICE, nip05)];

beforeEach(() => {
  verify.mockReset();
  useNip05Store.setState({ checks: {} });
});

describe('nip05 store', () => {
  it('shows an address as checking, then verified with the label the document gives', async () => {
    verify.mockResolvedValue('alice@example.com');
    requestNip05Check(ALICE, '_@Example.com');
    expect(checkOf('_@Example.com')).toEqual({ status: 'checking' });
    expect(verify).toHaveBeenCalledWith('_@Example.com', ALICE);
    await vi.waitFor(() => expect(checkOf('_@Example.com')).toEqual({ status: 'verified', label: 'alice@example.com' }));
  });

  it('marks an address unverified when its document does not name the author, or cannot be read', async () => {
    verify.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('offline'));
    requestNip05Check(ALICE, 'alice@wrong.example');
    requestNip05Check(ALICE, 'alice@down.example');
    await vi.waitFor(() => {
      expect(checkOf('alice@wrong.example')).toEqual({ status: 'unverified' });
      expect(checkOf('alice@down.example')).toEqual({ status: 'unverified' });
    });
  });

  it('checks each author and address once, and the same address again for another author', async () => {
    verify.mockResolvedValue('alice@example.com');
    requestNip05Check(ALICE, 'alice@example.com');
    requestNip05Check(ALICE, 'alice@example.com');
    await vi.waitFor(() => expect(checkOf('alice@example.com')?.status).toBe('verified'));
    requestNip05Check(ALICE, 'alice@example.com');
    requestNip05Check('b'.repeat(64), 'alice@example.com');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps the checks of the most recently asked pairs only, checking a dropped one again', async () => {
    verify.mockResolvedValue(undefined);
    const keyOf = (index: number): string => index.toString(16).padStart(64, '0');
    for (let index = 0; index <= KEPT_CHECKS; index++) requestNip05Check(keyOf(index), 'someone@example.com');
    await vi.waitFor(() =>
      expect(useNip05Store.getState().checks[nip05Key(keyOf(KEPT_CHECKS), 'someone@example.com')]?.status).toBe('unverified'),
    );
    expect(Object.keys(useNip05Store.getState().checks)).toHaveLength(KEPT_CHECKS);
    expect(useNip05Store.getState().checks[nip05Key(keyOf(0), 'someone@example.com')]).toBeUndefined();
    requestNip05Check(keyOf(0), 'someone@example.com');
    expect(verify).toHaveBeenCalledTimes(KEPT_CHECKS + 2);
  });
});

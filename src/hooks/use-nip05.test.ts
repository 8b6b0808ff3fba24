// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyNip05 } from '../nostr/client';
import { useNip05 } from './use-nip05';

vi.mock('../nostr/client', () => ({ verifyNip05: vi.fn() }));

const ALICE = 'a'.repeat(64);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useNip05', () => {
  it('says checking from the first render, starts the check, and shows its outcome', async () => {
    vi.mocked(verifyNip05).mockResolvedValue('alice@example.com');
    // React reports a selector that answers a new object on each call (an endless render loop).
    const reported = vi.spyOn(console, 'error');
    const { result } = renderHook(() => useNip05(ALICE, 'alice@example.com'));
    expect(result.current).toEqual({ status: 'checking' });
    expect(reported).not.toHaveBeenCalled();
    expect(verifyNip05).toHaveBeenCalledWith('alice@example.com', ALICE);
    await waitFor(() => expect(result.current).toEqual({ status: 'verified', label: 'alice@example.com' }));
  });

  it('is nothing, and checks nothing, for a profile without an address', () => {
    vi.mocked(verifyNip05).mockClear();
    const { result } = renderHook(() => useNip05(ALICE, undefined));
    expect(result.current).toBeUndefined();
    expect(verifyNip05).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../core/types';
import { searchPeople } from '../../nostr/client';
import { usePeopleSearch } from './use-people-search';

vi.mock('../../nostr/client', () => ({ searchPeople: vi.fn() }));

const ALICE: Profile = { pubkey: 'a'.repeat(64), name: 'alice' };
const ALINA: Profile = { pubkey: 'b'.repeat(64), name: 'alina' };

/** The search relay's answers, given by the test when it chooses. */
const answers = new Map<string, (people: Profile[]) => void>();

beforeEach(() => {
  answers.clear();
  vi.mocked(searchPeople).mockReset();
  vi.mocked(searchPeople).mockImplementation((query) => new Promise((resolve) => answers.set(query, resolve)));
});
afterEach(cleanup);

async function answer(query: string, people: Profile[]): Promise<void> {
  await act(async () => answers.get(query)?.(people));
}

describe('usePeopleSearch', () => {
  it('searches only with 3 or more characters', () => {
    const { result } = renderHook(() => usePeopleSearch('al '));
    expect(result.current).toBeUndefined();
    expect(searchPeople).not.toHaveBeenCalled();
  });

  it('is undefined while the search runs, then the people found', async () => {
    const { result } = renderHook(() => usePeopleSearch('ali'));
    expect(searchPeople).toHaveBeenCalledWith('ali');
    expect(result.current).toBeUndefined();
    await answer('ali', [ALICE, ALINA]);
    expect(result.current).toEqual([ALICE, ALINA]);
  });

  it("shows only the answer for the query typed now, never an earlier query's", async () => {
    const { result, rerender } = renderHook(({ query }) => usePeopleSearch(query), { initialProps: { query: 'ali' } });
    await answer('ali', [ALICE, ALINA]);
    rerender({ query: 'alic' });
    expect(result.current).toBeUndefined();
    await answer('alic', [ALICE]);
    expect(result.current).toEqual([ALICE]);

    rerender({ query: 'alin' });
    rerender({ query: 'alice' });
    await answer('alice', [ALICE]);
    await answer('alin', [ALINA]);
    expect(result.current).toEqual([ALICE]);
  });
});

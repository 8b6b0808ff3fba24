// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/routes';
import type { PeopleList } from '../../core/types';
import { useFeedAuthors } from './use-feed-authors';

const lists = vi.hoisted(() => ({
  early: new Map<string, PeopleList>(),
  load: vi.fn<(ref: string) => Promise<PeopleList | undefined>>(),
}));
vi.mock('../../stores/early-list', () => ({ earlyList: { taken: (ref: string) => lists.early.get(ref) } }));
vi.mock('../../stores/people-list-loader', () => ({ loadPeopleList: lists.load }));

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);

function peopleList(people: string[]): PeopleList {
  return { id: 'c'.repeat(64), kind: 30000, pubkey: 'd'.repeat(64), naddr: 'naddr1list', nevent: 'nevent1list', people };
}

beforeEach(() => {
  lists.early.clear();
  lists.load.mockReset();
});

describe('useFeedAuthors on a list route', () => {
  it('takes the list read before React at its first render, and asks for it no more', () => {
    lists.early.set('naddr1list', peopleList([ALICE, BOB]));
    const { result } = renderHook(() => useFeedAuthors({ ...DEFAULT_SETTINGS, list: 'naddr1list' }));
    expect(result.current.keys).toEqual([ALICE, BOB]);
    expect(result.current.list?.people).toEqual([ALICE, BOB]);
    expect(lists.load).not.toHaveBeenCalled();
  });

  it('asks for a list not read early, resolving its people once it has come', async () => {
    lists.load.mockResolvedValue(peopleList([BOB]));
    const { result } = renderHook(() => useFeedAuthors({ ...DEFAULT_SETTINGS, list: 'naddr1list' }));
    expect(result.current.keys).toBeNull();
    await waitFor(() => expect(result.current.keys).toEqual([BOB]));
    expect(lists.load).toHaveBeenCalledWith('naddr1list');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeopleList } from '../../core/types';
import type { FollowAllResult } from '../../stores/follow-action';
import { sessionActions } from '../../stores/session-store';
import { ListHeader } from './list-header';

/** The publishing is the test's: each press waits for the answer the test gives. */
const publishing = vi.hoisted(() => ({ followAll: vi.fn<(people: readonly string[]) => Promise<FollowAllResult>>() }));
vi.mock('../../stores/follow-action', () => ({ followAll: publishing.followAll }));
// Profiles come from relays; the header's badge shows the short npub without one.
vi.mock('../../hooks/use-profile', () => ({ useProfile: () => undefined }));

const ME = 'e'.repeat(64);
const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const PACK: PeopleList = {
  id: 'c'.repeat(64),
  kind: 39089,
  pubkey: 'd'.repeat(64),
  naddr: 'naddr1pack',
  nevent: 'nevent1pack',
  name: 'Harbour people',
  people: [ALICE, BOB, ME],
  description: '<img src=x onerror=alert(1)>',
};

function renderHeader(list: PeopleList | undefined) {
  return render(
    <MemoryRouter>
      <ListHeader list={list} />
    </MemoryRouter>,
  );
}

function signedIn(follows: string[] | undefined): void {
  sessionActions.start({ pubkey: ME, method: 'nsec', signerReady: true, relayList: undefined });
  if (follows) {
    sessionActions.followListArrived({ id: 'f'.repeat(64), pubkey: ME, kind: 3, created_at: 1, content: '', tags: [] }, follows);
    sessionActions.followListSettled();
  }
}

const followAllButton = () => screen.getByRole('button', { name: /^Follow/ });

beforeEach(() => {
  sessionActions.signOut();
  publishing.followAll.mockReset();
});
afterEach(cleanup);

describe('ListHeader', () => {
  it('keeps its room while the list loads', () => {
    const { container } = renderHeader(undefined);
    expect(container.querySelector('.list-header--room')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the list, its kind, its author and how many people, and shows the description as text', () => {
    const { container } = renderHeader(PACK);
    const region = screen.getByRole('region', { name: 'Harbour people' });
    expect(region.textContent).toContain('Starter pack by');
    expect(region.textContent).toContain('· 3 people');
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^\/p\/npub1/);
    expect(container.querySelector('.author-header__about')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('lets a visitor press Follow all, whose press the action answers with the login dialog', async () => {
    publishing.followAll.mockResolvedValue({ status: 'refused' });
    renderHeader(PACK);
    expect(followAllButton().textContent).toBe('Follow all');
    expect(followAllButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(followAllButton());
    await vi.waitFor(() => expect(publishing.followAll).toHaveBeenCalledWith(PACK.people));
    // The press is over: the button is back, and the login dialog, not the header, says why.
    expect(await screen.findByText('Follow all')).toBe(followAllButton());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers nothing to follow on a list of nobody', () => {
    renderHeader({ ...PACK, people: [] });
    expect(screen.getByRole('region', { name: 'Harbour people' }).textContent).toContain('· 0 people');
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
  });

  it('waits for the follow list of a signed-in user', () => {
    signedIn(undefined);
    renderHeader(PACK);
    expect(followAllButton().hasAttribute('disabled')).toBe(true);
    expect(followAllButton().title).toBe('Loading your follow list…');
  });

  it('is "Following all", disabled, when everyone but the user is followed', () => {
    signedIn([BOB, ALICE]);
    renderHeader(PACK);
    expect(followAllButton().textContent).toBe('Following all');
    expect(followAllButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows the press in progress, then what came of it', async () => {
    signedIn([ALICE]);
    let answer: ((result: FollowAllResult) => void) | undefined;
    publishing.followAll.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderHeader(PACK);
    expect(followAllButton().title).toBe('Follow the one person on this list you do not follow yet');
    fireEvent.click(followAllButton());
    expect(followAllButton().textContent).toBe('Following…');
    expect(followAllButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Following everyone on this list…');
    await vi.waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.({ status: 'failed' }));
    expect(await screen.findByText('Could not update your follows. Try again.')).toBe(screen.getByRole('status'));
    expect(followAllButton().textContent).toBe('Follow all');

    publishing.followAll.mockResolvedValue({ status: 'followed', added: 1 });
    fireEvent.click(followAllButton());
    expect(await screen.findByText('Now following one more person.')).toBe(screen.getByRole('status'));
  });
});

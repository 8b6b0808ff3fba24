// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, postParam } from '../../core/routes';
import type { MediaItem, NostrEvent, Settings } from '../../core/types';
import { fetchLinkedPost } from '../../nostr/client';
import { useFeedStore } from '../../stores/feed-store';
import { useViewStore, viewActions } from '../../stores/view-store';
import { useViewAddress } from './use-view-address';
import type { FeedLifecycle } from '../../core/feed';
import { pictureOf } from '../../../tests/support/media-item';

const READY_FEED: FeedLifecycle = { phase: 'ready', fromCache: false, olderPages: 'more' };

vi.mock('../../nostr/client', () => ({ fetchLinkedPost: vi.fn() }));

function post(digit: string): NostrEvent {
  return { id: digit.repeat(64), pubkey: 'a'.repeat(64), kind: 20, created_at: 1_700_000_000, tags: [], content: '' };
}

function item(event: NostrEvent): MediaItem {
  return pictureOf(event, `https://media.example/${event.id}.jpg`);
}

const POSTS = [post('1'), post('2'), post('3')];
const ITEMS = POSTS.map(item);

/** A post the feed does not have, with one picture. */
const ELSEWHERE: NostrEvent = { ...post('4'), kind: 1, content: 'https://media.example/elsewhere.jpg' };

/** The address that shows `view` at `shown`, a post or the feed's post at that index. */
function viewAt(view: 'scroll' | 'slideshow', shown: number | NostrEvent, filters = ''): string {
  const event = typeof shown === 'number' ? POSTS[shown] : shown;
  return `?${filters}view=${view}&post=${event ? postParam(event) : ''}`;
}

/** The gallery's route at `entry`: the hook under test, and what the router's address and history say. */
function galleryAt(entry: string, settings: Settings = DEFAULT_SETTINGS) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  return renderHook(
    ({ settings }) => {
      useViewAddress(settings);
      return { location: useLocation(), navigation: useNavigationType(), navigate: useNavigate() };
    },
    { wrapper, initialProps: { settings } },
  );
}

beforeEach(() => {
  vi.mocked(fetchLinkedPost).mockReset();
  useFeedStore.setState({ items: ITEMS, pinned: [], lifecycle: READY_FEED });
  viewActions.reset();
});
afterEach(cleanup);

describe('useViewAddress', () => {
  it('leaves the address of the grid alone', () => {
    const { result } = galleryAt('/tags/art?replies=1');
    expect(result.current.location.search).toBe('?replies=1');
    expect(result.current.navigation).toBe('POP');
  });

  it('pushes an entry when a view opens from the grid, and replaces it as the view moves', () => {
    const { result } = galleryAt('/tags/art?replies=1');
    act(() => viewActions.openScroll(1));
    expect(result.current.location.search).toBe(viewAt('scroll', 1, 'replies=1&'));
    expect(result.current.navigation).toBe('PUSH');

    act(() => viewActions.setCurrent(2));
    expect(result.current.location.search).toBe(viewAt('scroll', 2, 'replies=1&'));
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('goes Back to the grid entry when a view opened from the grid closes', () => {
    const { result } = galleryAt('/');
    const gridEntry = result.current.location.key;
    act(() => viewActions.startSlideshow());
    act(() => viewActions.setCurrent(1));
    act(() => viewActions.showGrid());
    expect(result.current.navigation).toBe('POP');
    expect(result.current.location).toMatchObject({ key: gridEntry, search: '' });
    expect(useViewStore.getState().mode).toBe('grid');
  });

  it('opens what a shared address names, at its post, and writes the grid over it when it closes', async () => {
    const { result } = galleryAt(`/${viewAt('slideshow', 2)}`);
    expect(useViewStore.getState()).toMatchObject({ mode: 'slideshow', current: 2 });
    expect(fetchLinkedPost).not.toHaveBeenCalled();

    act(() => viewActions.showGrid());
    expect(result.current.location.search).toBe('');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('follows Back and Forward: an address it did not write opens or closes the view', () => {
    const { result } = galleryAt('/');
    act(() => viewActions.openScroll(1));
    act(() => void result.current.navigate(-1));
    expect(useViewStore.getState().mode).toBe('grid');
    act(() => void result.current.navigate(1));
    expect(useViewStore.getState()).toMatchObject({ mode: 'scroll', current: 1 });
    expect(result.current.location.search).toBe(viewAt('scroll', 1));
  });

  it('keeps the post the address names while it is fetched, then shows it first', async () => {
    let answer: (event: NostrEvent) => void = () => undefined;
    vi.mocked(fetchLinkedPost).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = galleryAt(`/${viewAt('slideshow', ELSEWHERE)}`);
    expect(fetchLinkedPost).toHaveBeenCalledWith(ELSEWHERE.id);
    expect(result.current.location.search).toBe(viewAt('slideshow', ELSEWHERE));

    await act(async () => answer(ELSEWHERE));
    expect(useFeedStore.getState().items[0]?.post.id).toBe(ELSEWHERE.id);
    expect(useViewStore.getState()).toMatchObject({ mode: 'slideshow', current: 0 });
    expect(result.current.location.search).toBe(viewAt('slideshow', ELSEWHERE));
  });

  it("starts every view over, on the grid and without the last route's linked post, when the route changes", async () => {
    vi.mocked(fetchLinkedPost).mockResolvedValue(ELSEWHERE);
    const { rerender } = galleryAt(`/${viewAt('scroll', ELSEWHERE)}`);
    await act(() => vi.waitFor(() => expect(useFeedStore.getState().pinned).toHaveLength(1)));
    expect(useViewStore.getState().mode).toBe('scroll');

    act(() => rerender({ settings: { ...DEFAULT_SETTINGS, tags: ['cats'] } }));
    expect(useViewStore.getState()).toMatchObject({ mode: 'grid', current: undefined });
    expect(useFeedStore.getState().pinned).toEqual([]);
  });

  it('drops a write for an address the browser has already left: a route change made as a slideshow starts is kept', () => {
    // The app's router: it moves the history entry at once and renders the new route in a
    // transition, so the slideshow's start (an urgent update) is committed first, under the old route.
    window.history.replaceState(null, '', '/tags/art');
    const { result } = renderHook(
      () => {
        useViewAddress(DEFAULT_SETTINGS);
        return { location: useLocation(), navigate: useNavigate() };
      },
      { wrapper: BrowserRouter },
    );
    act(() => {
      void result.current.navigate('/tags/cats');
      viewActions.startSlideshow();
    });
    expect(window.location.pathname).toBe('/tags/cats');
    expect(result.current.location.pathname).toBe('/tags/cats');
  });
});

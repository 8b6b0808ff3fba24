import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../core/types';
import { feedActions, initialFeedState, selectAnswer, selectProgress, useFeedStore } from './feed-store';
import { item, keys } from '../../tests/app-support/feed-items';

describe('feed store: a pinned (linked) post', () => {
  beforeEach(() => {
    useFeedStore.setState(initialFeedState, true);
    feedActions.reset('feed');
  });

  it('stays first while newer and older posts merge in below it', () => {
    feedActions.pin([item('linked', 100)]);
    feedActions.add('feed', [item('newer', 300), item('older', 50), item('middle', 200)]);
    expect(keys()).toEqual(['linked', 'newer', 'middle', 'older']);
  });

  it('is not repeated when the feed brings the same media', () => {
    feedActions.pin([item('linked', 100)]);
    feedActions.add('feed', [item('linked', 100), item('other', 90)]);
    expect(keys()).toEqual(['linked', 'other']);
  });

  it('moves from its place in the feed to the top', () => {
    feedActions.add('feed', [item('a', 3), item('b', 2), item('c', 1)]);
    feedActions.pin([item('b', 2)]);
    expect(keys()).toEqual(['b', 'a', 'c']);
  });

  it('survives the same route restarting its feed, and goes with the route', () => {
    feedActions.pin([item('linked', 100)]);
    feedActions.reset('feed-again');
    expect(keys()).toEqual(['linked']);
    feedActions.add('feed-again', [item('x', 5)]);
    feedActions.unpin();
    expect(keys()).toEqual(['x']);
    expect(useFeedStore.getState().pinned).toEqual([]);
  });

  it('stays on top when the new posts are shown', () => {
    feedActions.add('feed', [item('a', 10)]);
    feedActions.ready('feed');
    feedActions.pin([item('linked', 1)]);
    feedActions.setFrozen(2);
    feedActions.add('feed', [item('fresh', 20)]);
    expect(useFeedStore.getState().pending.map((entry) => entry.key)).toEqual(['fresh']);
    feedActions.showPending();
    expect(keys()).toEqual(['linked', 'fresh', 'a']);
  });
});

describe('feed store: how much of the answer is on screen', () => {
  const answer = (): string => selectAnswer(useFeedStore.getState());

  it("goes from none to the first request's answer to every relay's, for the current feed only", () => {
    feedActions.reset('feed');
    expect(answer()).toBe('none');
    feedActions.firstAnswerShown('older feed');
    expect(answer()).toBe('none');
    feedActions.firstAnswerShown('feed');
    expect(answer()).toBe('first');
    expect(useFeedStore.getState().lifecycle.phase).toBe('loading');
    feedActions.ready('feed');
    expect(answer()).toBe('complete');
    feedActions.reset('next');
    expect(answer()).toBe('none');
  });
});

describe('feed store: pictures on screen stay put', () => {
  const pendingKeys = (): string[] => useFeedStore.getState().pending.map((entry) => entry.key);

  beforeEach(() => {
    useFeedStore.setState(initialFeedState, true);
    feedActions.reset('feed');
  });

  it('holds newer posts back while the first answer is still coming in, once the viewer has seen some', () => {
    feedActions.add('feed', [item('b', 20), item('d', 10)]);
    feedActions.setFrozen(2);
    feedActions.add('feed', [item('a', 30), item('c', 15), item('e', 5)]);
    expect(useFeedStore.getState().lifecycle.phase).toBe('loading');
    expect(keys()).toEqual(['b', 'd', 'c', 'e']);
    expect(pendingKeys()).toEqual(['a']);
  });

  it('sorts everything into place before anything is seen', () => {
    feedActions.add('feed', [item('b', 20)]);
    feedActions.add('feed', [item('a', 30)]);
    expect(keys()).toEqual(['a', 'b']);
    expect(pendingKeys()).toEqual([]);
  });

  it('keeps the place of a picture that fails where the viewer has looked, and leaves out one further down', () => {
    feedActions.add('feed', [item('a', 3), item('b', 2), item('c', 1)]);
    feedActions.setFrozen(2);
    feedActions.markFailed('b');
    feedActions.markFailed('c');
    expect([...useFeedStore.getState().failed]).toEqual(['c']);
  });

  it('lets the scroll view freeze more, never less, than the grid did', () => {
    feedActions.setFrozen(12);
    feedActions.freezeAtLeast(9);
    expect(useFeedStore.getState().frozen).toBe(12);
    feedActions.freezeAtLeast(20);
    expect(useFeedStore.getState().frozen).toBe(20);
  });
});

describe('feed store: the lifecycle', () => {
  beforeEach(() => useFeedStore.setState(initialFeedState, true));

  it('asks for older pages and ends with the current feed only', () => {
    feedActions.reset('feed');
    feedActions.ready('feed');
    feedActions.olderPagesAsked('older feed');
    expect(selectProgress(useFeedStore.getState())).toBe('ready');
    feedActions.olderPagesAsked('feed');
    expect(useFeedStore.getState().lifecycle).toMatchObject({ olderPages: 'loading' });
    feedActions.olderPagesAnswered('feed', true);
    expect(selectProgress(useFeedStore.getState())).toBe('ended');
    feedActions.reset('feed');
    expect(selectProgress(useFeedStore.getState())).toBe('loading');
  });

  it('shows the cache until a relay answers', () => {
    feedActions.reset('feed');
    feedActions.add('feed', [item('a', 3)], true);
    expect(useFeedStore.getState().lifecycle).toMatchObject({ fromCache: true });
    feedActions.relayAnswered('feed');
    expect(useFeedStore.getState().lifecycle).toMatchObject({ fromCache: false });
  });
});

describe('feed store: muted items', () => {
  beforeEach(() => useFeedStore.setState(initialFeedState, true));

  const muted = (entry: MediaItem): boolean => entry.key.startsWith('muted');

  it('are taken out of the feed on screen and kept out of every feed to come, until shown again', () => {
    feedActions.reset('feed');
    feedActions.add('feed', [item('a', 3), item('muted-b', 2)]);
    feedActions.setHidden(muted);
    expect(keys()).toEqual(['a']);
    feedActions.reset('next');
    feedActions.add('next', [item('muted-c', 5), item('d', 4)]);
    expect(keys()).toEqual(['d']);
    feedActions.setHidden(undefined);
    feedActions.add('next', [item('muted-e', 6)]);
    expect(keys()).toEqual(['muted-e', 'd']);
  });

  it('leave what the trust circle left out, so they are not counted there', () => {
    feedActions.setAdmits((entry) => entry.key === 'a');
    feedActions.reset('feed', true);
    feedActions.add('feed', [item('a', 3), item('muted-b', 2), item('c', 1)]);
    expect(useFeedStore.getState().leftOut.map((entry) => entry.key)).toEqual(['muted-b', 'c']);
    feedActions.setHidden(muted);
    expect(useFeedStore.getState().leftOut.map((entry) => entry.key)).toEqual(['c']);
  });

  it('are forgotten with the rest of the store when it is set back to a new page’s', () => {
    feedActions.setHidden(muted);
    useFeedStore.setState(initialFeedState, true);
    feedActions.reset('feed');
    feedActions.add('feed', [item('muted-a', 1)]);
    expect(keys()).toEqual(['muted-a']);
  });
});

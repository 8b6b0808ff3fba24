import { describe, expect, it } from 'vitest';
import { feedAnswer, feedProgress, feedTransitions, IDLE_FEED, OPENED_FEED } from './feed-lifecycle';

const { firstAnswerShown, itemsAdded, olderPagesAnswered, olderPagesAsked, ready, relayAnswered } = feedTransitions;

describe('feed lifecycle', () => {
  it('answers none, then the first request’s answer, then every relay’s', () => {
    expect(feedAnswer(IDLE_FEED)).toBe('none');
    expect(feedAnswer(OPENED_FEED)).toBe('none');
    const first = firstAnswerShown(OPENED_FEED);
    expect(feedAnswer(first)).toBe('first');
    expect(feedAnswer(ready(first))).toBe('complete');
    expect(feedAnswer(ready(OPENED_FEED))).toBe('complete');
  });

  it('shows the cache from the cache’s first items until a relay answers', () => {
    const cached = itemsAdded(OPENED_FEED, { fromCache: true, feedWasEmpty: true });
    expect(cached).toMatchObject({ fromCache: true });
    expect(itemsAdded(cached, { fromCache: true, feedWasEmpty: false })).toMatchObject({ fromCache: true });
    expect(relayAnswered(cached)).toMatchObject({ fromCache: false });
    expect(itemsAdded(cached, { fromCache: false, feedWasEmpty: false })).toMatchObject({ fromCache: false });
    expect(ready(cached)).toMatchObject({ phase: 'ready', fromCache: false });
  });

  it('does not count cached items added below a relay’s as showing the cache', () => {
    const fromRelay = itemsAdded(OPENED_FEED, { fromCache: false, feedWasEmpty: true });
    expect(itemsAdded(fromRelay, { fromCache: true, feedWasEmpty: false })).toMatchObject({ fromCache: false });
  });

  it('asks for older pages only once ready, and ends when no relay has anything older', () => {
    expect(olderPagesAsked(OPENED_FEED)).toBe(OPENED_FEED);
    const settled = ready(OPENED_FEED);
    expect(feedProgress(settled)).toBe('ready');
    const asking = olderPagesAsked(settled);
    expect(asking).toMatchObject({ olderPages: 'loading' });
    expect(feedProgress(asking)).toBe('ready');
    expect(olderPagesAnswered(asking, { exhausted: false })).toMatchObject({ olderPages: 'more' });
    const ended = olderPagesAnswered(asking, { exhausted: true });
    expect(feedProgress(ended)).toBe('ended');
    expect(feedProgress(olderPagesAsked(ended))).toBe('ready');
  });

  it('keeps a ready feed’s older pages when the relays’ answer comes after the wait ended', () => {
    const ended = olderPagesAnswered(ready(OPENED_FEED), { exhausted: true });
    expect(ready(ended)).toBe(ended);
  });

  it('progresses from idle to loading to ready', () => {
    expect(feedProgress(IDLE_FEED)).toBe('idle');
    expect(feedProgress(OPENED_FEED)).toBe('loading');
    expect(feedProgress(firstAnswerShown(OPENED_FEED))).toBe('loading');
  });

  it('returns the same value when a transition changes nothing, so the store’s views need not re-render', () => {
    expect(relayAnswered(OPENED_FEED)).toBe(OPENED_FEED);
    const settled = ready(OPENED_FEED);
    expect(firstAnswerShown(settled)).toBe(settled);
    expect(itemsAdded(IDLE_FEED, { fromCache: true, feedWasEmpty: true })).toBe(IDLE_FEED);
  });
});

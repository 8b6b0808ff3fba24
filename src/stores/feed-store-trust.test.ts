import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../core/types';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import { item, keys } from '../../tests/app-support/feed-items';

describe('feed store: the trust circle', () => {
  const FRIEND = 'b'.repeat(64);
  const FRIEND_OF_FRIEND = 'c'.repeat(64);
  const STRANGER = 'd'.repeat(64);

  const by = (authorId: string, key: string, timestamp: number): MediaItem => ({ ...item(key, timestamp), authorId });
  const admitting =
    (...authors: string[]) =>
    (entry: MediaItem): boolean =>
      authors.includes(entry.authorId);
  const leftOutKeys = (): string[] => useFeedStore.getState().leftOut.map((entry) => entry.key);

  beforeEach(() => useFeedStore.setState(initialFeedState, true));

  it('does not narrow a feed it does not apply to', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('author feed');
    feedActions.add('author feed', [by(STRANGER, 'stranger', 2), by(FRIEND, 'friend', 1)]);
    expect(keys()).toEqual(['stranger', 'friend']);
    expect(leftOutKeys()).toEqual([]);
  });

  it('shows the circle and keeps the rest out, newest first, each once', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('global', true);
    feedActions.add('global', [by(STRANGER, 'old stranger', 1), by(FRIEND, 'friend', 2), by(STRANGER, 'new stranger', 3)]);
    feedActions.add('global', [by(STRANGER, 'old stranger', 1)]);
    expect(keys()).toEqual(['friend']);
    expect(leftOutKeys()).toEqual(['new stranger', 'old stranger']);
  });

  it('keeps a bounded number out, the newest', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('global', true);
    feedActions.add(
      'global',
      Array.from({ length: 600 }, (_, index) => by(STRANGER, `stranger ${index}`, index)),
    );
    const { leftOut } = useFeedStore.getState();
    expect(leftOut).toHaveLength(500);
    expect(leftOut[0]?.key).toBe('stranger 599');
    expect(leftOut.at(-1)?.key).toBe('stranger 100');
  });

  it('forgets what it left out when another feed opens', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('global', true);
    feedActions.add('global', [by(STRANGER, 'stranger', 1)]);
    feedActions.reset('tag', true);
    expect(leftOutKeys()).toEqual([]);
    feedActions.add('tag', [by(STRANGER, 'stranger', 1)]);
    expect(keys()).toEqual([]);
    expect(leftOutKeys()).toEqual(['stranger']);
  });

  it('brings in what was left out once the circle grows to include its author', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('global', true);
    feedActions.add('global', [by(FRIEND, 'friend', 3), by(FRIEND_OF_FRIEND, 'friend of friend', 2), by(STRANGER, 'stranger', 1)]);
    feedActions.setAdmits(admitting(FRIEND, FRIEND_OF_FRIEND));
    expect(keys()).toEqual(['friend', 'friend of friend']);
    expect(leftOutKeys()).toEqual(['stranger']);
  });

  it('in a ranked feed, brings in what was left out at its place in the ranking, below what was seen', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('ranked', true);
    // The ranking: a stranger's post first, then two friends' (older posts rank above newer ones here).
    const ranking = [by(FRIEND_OF_FRIEND, 'most liked', 1), by(FRIEND, 'liked', 2), by(FRIEND, 'least liked', 3)];
    feedActions.showRanked('ranked', ranking);
    expect(keys()).toEqual(['liked', 'least liked']);
    feedActions.setAdmits(admitting(FRIEND, FRIEND_OF_FRIEND));
    expect(keys()).toEqual(['most liked', 'liked', 'least liked']);

    // Once the viewer has seen the top, one let in later goes below it, still in rank.
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.setFrozen(1);
    feedActions.setAdmits(admitting(FRIEND, FRIEND_OF_FRIEND));
    expect(keys()).toEqual(['liked', 'most liked', 'least liked']);
  });

  it('shows everyone in the feed when asked, until another feed opens', () => {
    feedActions.setAdmits(admitting(FRIEND));
    feedActions.reset('global', true);
    feedActions.add('global', [by(FRIEND, 'friend', 2), by(STRANGER, 'stranger', 1)]);
    feedActions.showLeftOut();
    expect(keys()).toEqual(['friend', 'stranger']);
    expect(leftOutKeys()).toEqual([]);
    feedActions.add('global', [by(STRANGER, 'later stranger', 3)]);
    feedActions.setAdmits(admitting());
    expect(keys()).toEqual(['later stranger', 'friend', 'stranger']);
    feedActions.reset('global', true);
    feedActions.add('global', [by(STRANGER, 'stranger', 1)]);
    expect(keys()).toEqual([]);
    expect(leftOutKeys()).toEqual(['stranger']);
  });

  it('takes shown and waiting items out at a narrower level, and brings them back at a wider one', () => {
    feedActions.setAdmits(admitting(FRIEND, FRIEND_OF_FRIEND));
    feedActions.reset('global', true);
    feedActions.add('global', [by(FRIEND, 'friend', 2), by(FRIEND_OF_FRIEND, 'friend of friend', 1)]);
    feedActions.setFrozen(2);
    feedActions.add('global', [by(FRIEND_OF_FRIEND, 'newer friend of friend', 3)]);
    expect(useFeedStore.getState().pending.map((entry) => entry.key)).toEqual(['newer friend of friend']);
    feedActions.setAdmits(admitting(FRIEND));
    expect(keys()).toEqual(['friend']);
    expect(useFeedStore.getState().pending).toEqual([]);
    expect(useFeedStore.getState().frozen).toBe(1);
    expect(leftOutKeys()).toEqual(['newer friend of friend', 'friend of friend']);
    feedActions.setAdmits(undefined);
    expect(leftOutKeys()).toEqual([]);
    expect([...keys(), ...useFeedStore.getState().pending.map((entry) => entry.key)].sort()).toEqual([
      'friend',
      'friend of friend',
      'newer friend of friend',
    ]);
  });

  it('never takes out a linked post, nor counts it as left out', () => {
    feedActions.setAdmits(admitting(FRIEND, FRIEND_OF_FRIEND));
    feedActions.reset('global', true);
    feedActions.pin([by(STRANGER, 'linked', 5)]);
    feedActions.add('global', [by(FRIEND, 'friend', 2), by(STRANGER, 'linked', 5)]);
    feedActions.setAdmits(admitting(FRIEND));
    expect(keys()).toEqual(['linked', 'friend']);
    expect(leftOutKeys()).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMuteList } from '../core/trust';
import type { MediaItem, NostrEvent } from '../core/types';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import { localMutesActions } from './local-mutes-store';
import { startMuteFilter } from './mute-filter';
import { sessionActions } from './session-store';
import { pictureOf } from '../../tests/support/media-item';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);

/** A picture by `authorId`, in a post of its own: the post's id is the author's key with its first digit changed. */
function mediaBy(authorId: string, id = `0${authorId.slice(1)}`): MediaItem {
  const post: NostrEvent = { id, pubkey: authorId, kind: 20, created_at: 1, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${authorId.slice(0, 4)}-${id.slice(0, 4)}.jpg`);
}

const authors = () => useFeedStore.getState().items.map((item) => item.authorId);

function muteList(tags: string[][]): NostrEvent {
  return { id: 'f'.repeat(64), pubkey: ALICE, kind: 10000, created_at: 1, tags, content: '' };
}

describe('mute filter', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    localStorage.clear();
    localMutesActions.reload();
    sessionActions.signOut();
    useFeedStore.setState(initialFeedState, true);
  });

  afterEach(() => stop());

  it("leaves this device's mutes out of the first pictures of a feed", () => {
    localMutesActions.add({ kind: 'author', pubkey: BOB });
    stop = startMuteFilter();
    feedActions.reset('feed');
    feedActions.add('feed', [mediaBy(BOB), mediaBy(CAROL)]);
    expect(authors()).toEqual([CAROL]);
  });

  it('hides what the mute list and the device mute, together, at once', () => {
    stop = startMuteFilter();
    feedActions.reset('feed');
    feedActions.add('feed', [mediaBy(BOB), mediaBy(CAROL), mediaBy(ALICE)]);
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    const list = muteList([['p', BOB]]);
    sessionActions.muteListArrived(list, parseMuteList(list));
    expect(authors()).toEqual([CAROL, ALICE]);
    localMutesActions.add({ kind: 'post', eventId: `0${CAROL.slice(1)}` });
    expect(authors()).toEqual([ALICE]);
  });

  it('shows what the list muted again for a feed opened after signing out; the device mutes stay', () => {
    stop = startMuteFilter();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    const list = muteList([['p', BOB]]);
    sessionActions.muteListArrived(list, parseMuteList(list));
    localMutesActions.add({ kind: 'author', pubkey: CAROL });
    sessionActions.signOut();
    feedActions.reset('next');
    feedActions.add('next', [mediaBy(BOB), mediaBy(CAROL)]);
    expect(authors()).toEqual([BOB]);
  });

  it('hides nothing once stopped', () => {
    stop = startMuteFilter();
    stop();
    localMutesActions.add({ kind: 'author', pubkey: BOB });
    feedActions.reset('feed');
    feedActions.add('feed', [mediaBy(BOB)]);
    expect(authors()).toEqual([BOB]);
  });
});

/** docs/posting.md, Shown at once: the user's own new posts join the feeds whose rules take them, before any relay answers. */
import { finalizeEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';
import { feedRequestForAddress } from '../../core/feed';
import { POSTED_AT } from '../../../tests/app-support/fake-feed-dependencies';
import { answer, phase, settle, setUpFeedTests, shown, tagFeed } from '../../../tests/app-support/run-feed-harness';

const { world, open } = setUpFeedTests();

const SECRET = new Uint8Array(32).fill(9);
function ownPost(tag: string) {
  return finalizeEvent(
    {
      kind: 20,
      created_at: POSTED_AT + 500,
      tags: [
        ['imeta', `url https://cdn.example/${tag}.jpg`, 'm image/jpeg'],
        ['t', tag],
      ],
      content: 'Mine',
    },
    SECRET,
  );
}

describe("the user's own posts", () => {
  it('show at once in a feed that opens after they were published, before any relay has answered', async () => {
    const post = ownPost('photography');
    world.publishOwn(post);
    open(tagFeed());
    await settle();
    expect(shown()).toEqual([post.id]);
    expect(phase()).toBe('loading');
    expect(answer()).toBe('none');
  });

  it('show at once in a feed that is open when they are published, only where its rules take them', async () => {
    open(tagFeed());
    await settle();
    const other = ownPost('cats');
    const matching = ownPost('photography');
    world.publishOwn(other);
    world.publishOwn(matching);
    await settle();
    expect(shown()).toEqual([matching.id]);
  });

  it('show once, though the relays send them back', async () => {
    const post = ownPost('photography');
    world.publishOwn(post);
    open(feedRequestForAddress('/tags/photography', '')!);
    await settle();
    world.firstRequests[0]?.handlers.onEvents([post], 'wss://relay.example');
    await settle();
    expect(shown()).toEqual([post.id]);
  });

  it('stop coming once the feed is closed', async () => {
    const feed = open(tagFeed());
    await settle();
    feed.close();
    world.publishOwn(ownPost('photography'));
    await settle();
    expect(shown()).toEqual([]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedRequest } from '../core/feed';
import { feedKey } from '../core/feed';
import { DEFAULT_SETTINGS } from '../core/routes';
import { initialFeedState, useFeedStore } from './feed-store';
import type { OpenFeed } from './feed/run-feed';
import { openPopularFeed } from './popular-feed';
import { usePopularStore } from './popular-store';

const request: FeedRequest = { settings: { ...DEFAULT_SETTINGS, popular: '1d' } };

function loader() {
  const opened: OpenFeed[] = [];
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = async () => {
    await loaded;
    return {
      openPopularFeed(asked: FeedRequest): OpenFeed {
        const feed = {
          key: feedKey(asked),
          started: Promise.resolve(),
          loadOlder: vi.fn(),
          renewLive: vi.fn(),
          setEntries: vi.fn(),
          close: vi.fn(),
        };
        opened.push(feed);
        return feed;
      },
    };
  };
  return { load, opened, release: () => release() };
}

beforeEach(() => useFeedStore.setState({ ...initialFeedState, items: [] }));

describe('openPopularFeed', () => {
  it('names the feed and says it is ranking at once, before its chunk has loaded', async () => {
    const { load, opened, release } = loader();
    const feed = openPopularFeed(request, load);
    expect(useFeedStore.getState().key).toBe(feedKey(request));
    expect(usePopularStore.getState()).toMatchObject({ key: feedKey(request), phase: 'gathering' });
    release();
    await feed.started;
    expect(opened).toHaveLength(1);
    feed.close();
    expect(opened[0]?.close).toHaveBeenCalled();
  });

  it('opens nothing when closed before its chunk has loaded', async () => {
    const { load, opened, release } = loader();
    const feed = openPopularFeed(request, load);
    feed.close();
    release();
    await feed.started;
    expect(opened).toHaveLength(0);
  });

  it("hands a set's latest entries to its runner once loaded, and each later change as it comes", async () => {
    const { load, opened, release } = loader();
    const feed = openPopularFeed({ ...request, ids: ['a'] }, load);
    const entries = (ids: string[]) => ({ entries: ids, ranks: new Map(ids.map((id, rank) => [id, rank])) });
    feed.setEntries?.(entries(['a', 'b']));
    feed.setEntries?.(entries(['a', 'b', 'c']));
    release();
    await feed.started;
    expect(opened[0]?.setEntries).toHaveBeenCalledExactlyOnceWith(entries(['a', 'b', 'c']));
    feed.setEntries?.(entries(['c']));
    expect(opened[0]?.setEntries).toHaveBeenLastCalledWith(entries(['c']));
    feed.close();
  });
});

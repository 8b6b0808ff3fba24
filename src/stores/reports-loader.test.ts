import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_AUTHORS_PER_FILTER, REPORT_POSTS_PER_REQUEST, type ReportFilter } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { CACHED_POSTS, createReportsLoader, REQUEST_DELAY_MS, type ReportsDependencies } from './reports-loader';
import { reportsActions, useReportsStore } from './reports-store';

const post = (n: number) => n.toString(16).padStart(8, '0').padStart(64, 'b');
const person = (n: number) => n.toString(16).padStart(64, '0');
const FRIEND = person(1);
const OTHER_FRIEND = person(2);
const STRANGER = person(9);

let nextId = 1;
function reportEvent(reporter: string, postId: string, type = 'nudity', kind = 1984): NostrEvent {
  return {
    id: (nextId++).toString(16).padStart(64, 'e'),
    pubkey: reporter,
    kind,
    created_at: 100,
    tags: [['e', postId, type]],
    content: '',
  };
}

interface Request {
  filter: ReportFilter;
  answer(events: NostrEvent[]): void;
  fail(): void;
}

/** The relays, the signature checks, the first screen and the circle, played by the test. */
function fakeDependencies({ follows }: { follows?: ReadonlySet<string> } = { follows: new Set([FRIEND, OTHER_FRIEND]) }) {
  const requests: Request[] = [];
  let showFirstScreen = (): void => undefined;
  const firstScreen = new Promise<void>((resolve) => (showFirstScreen = resolve));
  const forged = new Set<string>();
  const circle = { follows };
  const dependencies = {
    fetchReports: vi.fn(
      (filter: ReportFilter) =>
        new Promise<NostrEvent[]>((resolve, reject) => requests.push({ filter, answer: resolve, fail: () => reject(new Error('gone')) })),
    ),
    verify: vi.fn(async (events: NostrEvent[]) => new Set(events.filter((event) => !forged.has(event.id)).map((event) => event.id))),
    afterFirstScreen: () => firstScreen,
    follows: () => circle.follows,
  } satisfies ReportsDependencies;
  return { dependencies, requests, showFirstScreen, forged, circle };
}

const reportsOf = (postId: string) => useReportsStore.getState().posts[postId];

async function started(...postIds: string[]) {
  const fake = fakeDependencies();
  const loader = createReportsLoader(fake.dependencies);
  fake.showFirstScreen();
  const stops = postIds.map((id) => loader.watch(id));
  await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
  return { ...fake, loader, stops };
}

beforeEach(() => {
  vi.useFakeTimers();
  reportsActions.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reports loader', () => {
  it('asks for nothing before the first screen is shown, then for the posts wanted together, of the circle’s follows', async () => {
    const fake = fakeDependencies();
    const loader = createReportsLoader(fake.dependencies);
    loader.watch(post(1));
    loader.watch(post(2));
    await vi.advanceTimersByTimeAsync(10 * REQUEST_DELAY_MS);
    expect(fake.requests).toHaveLength(0);
    fake.showFirstScreen();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests.map((request) => request.filter)).toEqual([
      { kinds: [1984], '#e': [post(1), post(2)], authors: [FRIEND, OTHER_FRIEND], limit: 40 },
    ]);
  });

  it('asks nothing for a post that left before the delay was over, and asks once for a post watched twice', async () => {
    const fake = fakeDependencies();
    const loader = createReportsLoader(fake.dependencies);
    fake.showFirstScreen();
    const stop = loader.watch(post(1));
    loader.watch(post(2));
    loader.watch(post(2));
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS - 1);
    stop();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests.map((request) => request.filter['#e'])).toEqual([[post(2)]]);
    // Coming back to it asks nothing more: its reports are known.
    loader.watch(post(2));
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(fake.requests).toHaveLength(1);
  });

  it('puts the posts of a batch into requests of at most a few dozen, and many follows into filters of a few hundred', async () => {
    const fake = fakeDependencies({ follows: new Set(Array.from({ length: REPORT_AUTHORS_PER_FILTER + 1 }, (_, n) => person(n + 1))) });
    const loader = createReportsLoader(fake.dependencies);
    fake.showFirstScreen();
    for (let n = 0; n < REPORT_POSTS_PER_REQUEST + 2; n++) loader.watch(post(n));
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(fake.requests.map((request) => [request.filter['#e'].length, request.filter.authors.length])).toEqual([
      [REPORT_POSTS_PER_REQUEST, REPORT_AUTHORS_PER_FILTER],
      [REPORT_POSTS_PER_REQUEST, 1],
      [2, REPORT_AUTHORS_PER_FILTER],
      [2, 1],
    ]);
  });

  it('keeps checked reports by the people asked, of the posts asked, and drops the rest', async () => {
    const { requests, forged, dependencies } = await started(post(1), post(2));
    const good = reportEvent(FRIEND, post(1), 'spam');
    const forgedOne = reportEvent(OTHER_FRIEND, post(1));
    forged.add(forgedOne.id);
    requests[0]?.answer([
      good,
      forgedOne,
      // A relay's answer is not trusted to match the request: a stranger, another post, another kind.
      reportEvent(STRANGER, post(1)),
      reportEvent(FRIEND, post(3)),
      reportEvent(OTHER_FRIEND, post(2), 'nudity', 7),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(reportsOf(post(1))).toEqual([{ reporter: FRIEND, postId: post(1), authorId: undefined, type: 'spam' }]);
    expect(reportsOf(post(2))).toBeUndefined();
    expect(dependencies.verify).toHaveBeenCalledTimes(1);
    expect(dependencies.verify.mock.calls[0]?.[0]).toHaveLength(2);
  });

  it('verifies nothing and stores nothing when no report came', async () => {
    const { requests, dependencies } = await started(post(1));
    requests[0]?.answer([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(dependencies.verify).not.toHaveBeenCalled();
    expect(useReportsStore.getState().posts).toEqual({});
  });

  it('waits for a circle, then asks the posts wanted; a new follow is asked about the posts wanted, and only of them', async () => {
    const fake = fakeDependencies({});
    const loader = createReportsLoader(fake.dependencies);
    fake.showFirstScreen();
    loader.watch(post(1));
    const stop = loader.watch(post(2));
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(fake.requests).toHaveLength(0);

    fake.circle.follows = new Set([FRIEND]);
    loader.followsChanged();
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(fake.requests.map((request) => [request.filter['#e'], request.filter.authors])).toEqual([[[post(1), post(2)], [FRIEND]]]);

    stop();
    fake.circle.follows = new Set([FRIEND, OTHER_FRIEND]);
    loader.followsChanged();
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(fake.requests.map((request) => [request.filter['#e'], request.filter.authors])[1]).toEqual([[post(1)], [OTHER_FRIEND]]);

    // An unfollow asks nothing: what was known is judged against the circle as it is.
    fake.circle.follows = new Set([OTHER_FRIEND]);
    loader.followsChanged();
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(fake.requests).toHaveLength(2);
  });

  it('asks a post again after a request that could not be made', async () => {
    const { requests, loader, stops } = await started(post(1));
    requests[0]?.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(useReportsStore.getState().posts).toEqual({});
    stops[0]?.();
    loader.watch(post(1));
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(requests).toHaveLength(2);
  });

  it('keeps the reports of the most recent posts only, and does not bring back one that left meanwhile', async () => {
    const { requests, loader } = await started(post(0));
    for (let n = 1; n <= CACHED_POSTS; n++) loader.watch(post(n));
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    // post(0) left the cache before its answer came.
    requests[0]?.answer([reportEvent(FRIEND, post(0))]);
    const last = requests.at(-1);
    last?.answer([reportEvent(FRIEND, post(CACHED_POSTS))]);
    await vi.advanceTimersByTimeAsync(0);
    expect(reportsOf(post(0))).toBeUndefined();
    expect(reportsOf(post(CACHED_POSTS))).toHaveLength(1);
  });

  it('keeps reports for fewer posts when told, dropping the least recent at once', async () => {
    const ids = [1, 2, 3].map(post);
    const { requests, loader } = await started(...ids);
    requests[0]?.answer(ids.map((id) => reportEvent(FRIEND, id)));
    await vi.advanceTimersByTimeAsync(0);
    expect(ids.map(reportsOf).every((reports) => reports?.length === 1)).toBe(true);
    loader.keepAtMost(1);
    expect(ids.map((id) => reportsOf(id)?.length)).toEqual([undefined, undefined, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { gatherChecks } from './gathered-checks';

interface Item {
  id: string;
}

/** A schedule the test runs by hand, and a checker that records its requests. */
function setUp(maxItems = 100, passes: (item: Item) => boolean = () => true) {
  const timers: (() => void)[] = [];
  const requests: string[][] = [];
  const ask = gatherChecks<Item>(
    (items) => {
      requests.push(items.map((item) => item.id));
      return Promise.resolve(new Set(items.filter(passes).map((item) => item.id)));
    },
    {
      maxItems,
      schedule: (run) => {
        timers.push(run);
        return () => timers.splice(timers.indexOf(run), 1);
      },
    },
  );
  const fire = (): void => timers.shift()?.();
  return { ask, requests, timers, fire };
}

const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

describe('gathered checks', () => {
  it('sends the checks asked for within one window as one request', async () => {
    const { ask, requests, timers, fire } = setUp();
    const first = ask(items('a'));
    const second = ask(items('b', 'c'));
    expect(timers).toHaveLength(1);
    expect(requests).toEqual([]);
    fire();
    expect(requests).toEqual([['a', 'b', 'c']]);
    expect(await first).toEqual(new Set(['a']));
    expect(await second).toEqual(new Set(['b', 'c']));
  });

  it('gives each asker only its own items that passed', async () => {
    const { ask, fire } = setUp(100, (item) => item.id !== 'b');
    const first = ask(items('a', 'b'));
    const second = ask(items('c'));
    fire();
    expect(await first).toEqual(new Set(['a']));
    expect(await second).toEqual(new Set(['c']));
  });

  it('sends a full request at once, without waiting for the window', async () => {
    const { ask, requests, timers } = setUp(3);
    void ask(items('a'));
    const full = ask(items('b', 'c'));
    expect(requests).toEqual([['a', 'b', 'c']]);
    expect(timers).toHaveLength(0);
    expect(await full).toEqual(new Set(['b', 'c']));
  });

  it('passes nothing when the check fails, and answers an empty ask at once', async () => {
    const failing = gatherChecks<Item>(() => Promise.reject(new Error('worker gone')), { maxItems: 1, schedule: () => () => undefined });
    expect(await failing(items('a'))).toEqual(new Set());
    expect(await failing([])).toEqual(new Set());
  });
});

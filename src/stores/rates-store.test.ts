import { describe, expect, it, vi } from 'vitest';
import type { Rate } from '../core/social';
import type { NostrEvent } from '../core/types';
import { createRates, currentRate } from './rates-store';

const TIME = 1_700_000_000;

function ratesEvent(createdAt: number, ask: string): NostrEvent {
  return {
    id: 'e'.repeat(64),
    pubkey: 'f'.repeat(64),
    kind: 1009,
    created_at: createdAt,
    content: '',
    tags: [['d', 'BTCUSD', ask, ask, ask, ask]],
  };
}

function usd(time: number, price: number): Rate {
  return { symbol: 'BTCUSD', time, ask: price, bid: price, low: price, high: price, currency: 'USD' };
}

/**
 * The rates as a new page has them, over fakes: `stored` is the browser's storage, and the
 * page is ready (first screen in, idle) when the test calls `ready()`.
 */
function freshRates(stored = new Map<string, string>()) {
  let ready = (): void => undefined;
  const readiness = new Promise<void>((resolve) => (ready = resolve));
  let onEvent: ((event: NostrEvent) => void) | undefined;
  const deps = {
    readStored: vi.fn((key: string) => stored.get(key) ?? null),
    writeStored: vi.fn((key: string, text: string) => void stored.set(key, text)),
    watch: vi.fn((handler: (event: NostrEvent) => void) => {
      onEvent = handler;
    }),
    whenReady: vi.fn(() => readiness),
  };
  const rates = createRates(deps);
  /** Hands the relay client's rates events to the store, once it has started watching. */
  const receive = async (event: NostrEvent): Promise<void> => {
    await vi.waitFor(() => expect(onEvent).toBeDefined());
    onEvent?.(event);
  };
  return { ...rates, deps, stored, ready, receive, state: () => rates.useStore.getState() };
}

/** A started page whose first screen is in. */
function startedRates(stored?: Map<string, string>) {
  const rates = freshRates(stored);
  rates.start();
  rates.ready();
  return rates;
}

describe('rates store', () => {
  it('starts from the stored rates and currency, BTC by default', () => {
    expect(freshRates().state()).toEqual({ rates: [], currency: 'BTC' });
    const stored = new Map([
      ['ngine.rates', JSON.stringify([usd(TIME, 97_000)])],
      ['ngine.currency', 'USD'],
    ]);
    expect(freshRates(stored).state()).toEqual({ rates: [usd(TIME, 97_000)], currency: 'USD' });
  });

  it('watches the rates only once the page is ready, and only once however often it is started', async () => {
    const { start, ready, deps } = freshRates();
    start();
    start();
    await Promise.resolve();
    expect(deps.whenReady).toHaveBeenCalledOnce();
    expect(deps.watch).not.toHaveBeenCalled();
    ready();
    await vi.waitFor(() => expect(deps.watch).toHaveBeenCalledOnce());
    start();
    await Promise.resolve();
    expect(deps.whenReady).toHaveBeenCalledOnce();
    expect(deps.watch).toHaveBeenCalledOnce();
  });

  it('takes only a newer event, and keeps it for the next visit', async () => {
    const { receive, state, stored } = startedRates();
    await receive(ratesEvent(TIME, '97000'));
    await receive(ratesEvent(TIME - 60, '1'));
    await receive(ratesEvent(TIME, '2'));
    expect(state().rates).toEqual([usd(TIME, 97_000)]);
    expect(JSON.parse(stored.get('ngine.rates') ?? '[]')).toEqual([usd(TIME, 97_000)]);
    await receive(ratesEvent(TIME + 60, '98000'));
    expect(state().rates).toEqual([usd(TIME + 60, 98_000)]);
    expect(JSON.parse(stored.get('ngine.rates') ?? '[]')).toEqual([usd(TIME + 60, 98_000)]);
  });

  it('keeps the rates it has, stored and shown, when an event carries none', async () => {
    const { receive, state, deps } = startedRates(new Map([['ngine.rates', JSON.stringify([usd(TIME, 97_000)])]]));
    await receive({ ...ratesEvent(TIME + 60, '1'), tags: [] });
    expect(state().rates).toEqual([usd(TIME, 97_000)]);
    expect(deps.writeStored).not.toHaveBeenCalled();
  });

  it('keeps each instance to itself', async () => {
    const first = startedRates();
    const second = freshRates();
    await first.receive(ratesEvent(TIME, '97000'));
    expect(second.state().rates).toEqual([]);
  });

  it('gives the rate of the chosen currency, none for BTC itself', () => {
    const rates = [usd(TIME, 97_000)];
    expect(currentRate({ rates, currency: 'usd' })).toEqual(usd(TIME, 97_000));
    expect(currentRate({ rates, currency: 'BTC' })).toBeUndefined();
    expect(currentRate({ rates, currency: 'EUR' })).toBeUndefined();
  });
});

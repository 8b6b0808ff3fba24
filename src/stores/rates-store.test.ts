import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rate } from '../core/rates';
import type { NostrEvent } from '../core/types';

vi.mock('../nostr/client', () => ({ watchRates: vi.fn(async () => () => undefined) }));
vi.mock('./first-pictures', () => ({ whenFirstPicturesShown: vi.fn(async () => undefined) }));
vi.mock('./when-idle', () => ({ whenIdle: vi.fn(async () => undefined) }));

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

/** The browser's storage, as plain entries. */
let stored: Map<string, string>;

/** The store as a new page has it: it reads the stored rates and currency when it is made. */
async function freshStore() {
  vi.resetModules();
  vi.clearAllMocks();
  const client = await import('../nostr/client');
  const store = await import('./rates-store');
  /** Hands the relay client's rates events to the store, once it has started watching. */
  const receive = async (event: NostrEvent): Promise<void> => {
    await vi.waitFor(() => expect(client.watchRates).toHaveBeenCalled());
    vi.mocked(client.watchRates).mock.lastCall?.[0](event);
  };
  return { ...store, state: () => store.useRatesStore.getState(), receive };
}

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('rates store', () => {
  it('starts from the stored rates and currency, BTC by default', async () => {
    expect((await freshStore()).state()).toEqual({ rates: [], currency: 'BTC' });
    stored.set('ngine.rates', JSON.stringify([usd(TIME, 97_000)]));
    stored.set('ngine.currency', 'USD');
    expect((await freshStore()).state()).toEqual({ rates: [usd(TIME, 97_000)], currency: 'USD' });
  });

  it('watches the rates once, after the first pictures are shown and the page is idle', async () => {
    const { startRates } = await freshStore();
    const { whenFirstPicturesShown } = await import('./first-pictures');
    const { whenIdle } = await import('./when-idle');
    const { watchRates } = await import('../nostr/client');
    startRates();
    startRates();
    await vi.waitFor(() => expect(watchRates).toHaveBeenCalledOnce());
    expect(whenFirstPicturesShown).toHaveBeenCalledOnce();
    expect(whenIdle).toHaveBeenCalledOnce();
  });

  it('takes only a newer event, and keeps it for the next visit', async () => {
    const { startRates, receive, state } = await freshStore();
    startRates();
    await receive(ratesEvent(TIME, '97000'));
    await receive(ratesEvent(TIME - 60, '1'));
    await receive(ratesEvent(TIME, '2'));
    expect(state().rates).toEqual([usd(TIME, 97_000)]);
    await receive(ratesEvent(TIME + 60, '98000'));
    expect(state().rates).toEqual([usd(TIME + 60, 98_000)]);
    expect(JSON.parse(stored.get('ngine.rates') ?? '[]')).toEqual([usd(TIME + 60, 98_000)]);
  });

  it('keeps the rates it has when an event carries none', async () => {
    stored.set('ngine.rates', JSON.stringify([usd(TIME, 97_000)]));
    const { startRates, receive, state } = await freshStore();
    startRates();
    await receive({ ...ratesEvent(TIME + 60, '1'), tags: [] });
    expect(state().rates).toEqual([usd(TIME, 97_000)]);
  });

  it('gives the rate of the chosen currency, none for BTC itself', async () => {
    const { currentRate } = await freshStore();
    const rates = [usd(TIME, 97_000)];
    expect(currentRate({ rates, currency: 'usd' })).toEqual(usd(TIME, 97_000));
    expect(currentRate({ rates, currency: 'BTC' })).toBeUndefined();
    expect(currentRate({ rates, currency: 'EUR' })).toBeUndefined();
  });
});

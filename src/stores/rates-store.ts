/**
 * Exchange rates (docs/data-and-requests.md): the provider's kind 1009 event, kept under
 * ngine.rates with the chosen currency under ngine.currency (default BTC). Read once the
 * first screen is in; shown beside a zap's amount.
 */
import { create } from 'zustand';
import { DEFAULT_CURRENCY, parseRates, parseStoredRates, type Rate, rateFor } from '../core/social';
import { newerReplaceable } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { watchRates } from '../nostr/client';
import { whenFirstPicturesShown } from './first-pictures';
import { readStored, writeStored } from './local-storage';
import { whenIdle } from './when-idle';

const RATES_KEY = 'ngine.rates';
const CURRENCY_KEY = 'ngine.currency';

export interface RatesState {
  rates: readonly Rate[];
  currency: string;
}

/** The page's storage, relay client and signals the rates use; tests pass fakes. */
export interface RatesDeps {
  /** The stored text under `key`, null when there is none or no storage. */
  readStored(key: string): string | null;
  writeStored(key: string, text: string): void;
  /** Starts handing the provider's rates events to `onEvent` (nostr/client.ts). */
  watch(onEvent: (event: NostrEvent) => void): unknown;
  /** Resolves once the first screen is in and the page has a moment to spare. */
  whenReady(): Promise<void>;
}

export function createRates(deps: RatesDeps) {
  const store = create<RatesState>()(() => ({
    rates: parseStoredRates(deps.readStored(RATES_KEY)),
    currency: deps.readStored(CURRENCY_KEY) ?? DEFAULT_CURRENCY,
  }));

  let latest: NostrEvent | undefined;

  function received(event: NostrEvent): void {
    if (newerReplaceable(latest, event) !== event) return;
    latest = event;
    const rates = parseRates(event);
    if (rates.length === 0) return;
    store.setState({ rates });
    deps.writeStored(RATES_KEY, JSON.stringify(rates));
  }

  let started = false;

  return {
    useStore: store,
    start(): void {
      if (started) return;
      started = true;
      void deps.whenReady().then(() => deps.watch(received));
    },
  };
}

export type Rates = ReturnType<typeof createRates>;

/** The rate of the chosen currency, none when it is BTC itself. */
export function currentRate(state: RatesState): Rate | undefined {
  return state.currency === DEFAULT_CURRENCY ? undefined : rateFor(state.rates, state.currency);
}

/** The page's one instance, on its storage and relay client. */
const page = createRates({
  readStored,
  writeStored,
  watch: (onEvent) => watchRates(onEvent),
  whenReady: () => whenFirstPicturesShown().then(() => whenIdle(3000)),
});

export const useRatesStore = page.useStore;
export const startRates = page.start;

/**
 * Exchange rates (docs/data-and-requests.md): the provider's kind 1009 event, kept under
 * ngine.rates with the chosen currency under ngine.currency (default BTC). Read once the
 * first screen is in; shown beside a zap's amount.
 */
import { create } from 'zustand';
import { newerReplaceable } from '../core/contact-list';
import { DEFAULT_CURRENCY, parseRates, parseStoredRates, rateFor, type Rate } from '../core/rates';
import type { NostrEvent } from '../core/types';
import { watchRates } from '../nostr/client';
import { whenFirstPicturesShown } from './first-pictures';
import { whenIdle } from './when-idle';

const RATES_KEY = 'ngine.rates';
const CURRENCY_KEY = 'ngine.currency';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

interface RatesState {
  rates: readonly Rate[];
  currency: string;
}

export const useRatesStore = create<RatesState>()(() => ({
  rates: parseStoredRates(read(RATES_KEY)),
  currency: read(CURRENCY_KEY) ?? DEFAULT_CURRENCY,
}));

let latest: NostrEvent | undefined;

function received(event: NostrEvent): void {
  if (newerReplaceable(latest, event) !== event) return;
  latest = event;
  const rates = parseRates(event);
  if (rates.length === 0) return;
  useRatesStore.setState({ rates });
  try {
    localStorage.setItem(RATES_KEY, JSON.stringify(rates));
  } catch (error) {
    console.warn('Could not store the rates', error);
  }
}

let started = false;

export function startRates(): void {
  if (started) return;
  started = true;
  void whenFirstPicturesShown()
    .then(() => whenIdle(3000))
    .then(() => watchRates(received));
}

/** The rate of the chosen currency, none when it is BTC itself. */
export function currentRate(state: RatesState): Rate | undefined {
  return state.currency === DEFAULT_CURRENCY ? undefined : rateFor(state.rates, state.currency);
}

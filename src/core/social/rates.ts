/**
 * Exchange rates (docs/data-and-requests.md, Rates): the fixed provider's kind 1009 event holds
 * one `d` tag per symbol, ['d', 'BTCUSD', ask, bid, low, high], prices per whole bitcoin.
 * A copy is kept in localStorage (ngine.rates) and read back tolerantly.
 */
import { RATES_KIND } from '../events/kinds';
import type { NostrEvent } from '../types';

/** docs/cache-and-offline.md, Local storage keys: ngine.currency defaults to BTC (amounts shown in bitcoin units, no rate). */
export const DEFAULT_CURRENCY = 'BTC';

/** 1 BTC = 1e8 sat = 1e11 msat. */
const MSAT_PER_BTC = 100_000_000_000;
/** BTC then a 3 to 5 letter currency code; anything else could be markup or junk. */
const SYMBOL = /^BTC[A-Z]{3,5}$/;

export interface Rate {
  symbol: string;
  /** The rates event's created_at, seconds. */
  time: number;
  ask: number;
  bid: number;
  low: number;
  high: number;
  /** The symbol without its BTC prefix (docs/data-and-requests.md, Rates). */
  currency: string;
}

type Prices = Pick<Rate, 'ask' | 'bid' | 'low' | 'high'>;

/** A price is a finite, non-negative number; a price of NaN or -1 would show as nonsense. */
function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Tag values are strings; an empty or blank one must not become 0 (Number('') is 0). */
function priceOf(value: unknown): number {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

function toRate(symbol: unknown, prices: Record<keyof Prices, unknown>, time: unknown): Rate | undefined {
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) return undefined;
  if (typeof time !== 'number' || !Number.isFinite(time)) return undefined;
  const { ask, bid, low, high } = prices;
  if (!isPrice(ask) || !isPrice(bid) || !isPrice(low) || !isPrice(high)) return undefined;
  return { symbol, time, ask, bid, low, high, currency: symbol.slice(3) };
}

function rateOfTag(tag: unknown, time: number): Rate | undefined {
  if (!Array.isArray(tag) || tag[0] !== 'd') return undefined;
  const [, symbol, ask, bid, low, high] = tag as unknown[];
  return toRate(symbol, { ask: priceOf(ask), bid: priceOf(bid), low: priceOf(low), high: priceOf(high) }, time);
}

/** One rate per symbol: the first of a repeated symbol wins, so a later tag cannot override it. */
function uniqueBySymbol(rates: readonly (Rate | undefined)[]): Rate[] {
  const seen = new Map<string, Rate>();
  for (const rate of rates) if (rate && !seen.has(rate.symbol)) seen.set(rate.symbol, rate);
  return [...seen.values()];
}

/** The rates in a kind 1009 event; broken tags are left out, other kinds give none. */
export function parseRates(event: NostrEvent): Rate[] {
  if (event.kind !== RATES_KIND || !Array.isArray(event.tags)) return [];
  return uniqueBySymbol(event.tags.map((tag) => rateOfTag(tag, event.created_at)));
}

/** The rate for a currency code in any case ('usd' finds BTCUSD); none for BTC itself. */
export function rateFor(rates: readonly Rate[], currency: string): Rate | undefined {
  const code = currency.toUpperCase();
  return rates.find((rate) => rate.currency === code);
}

/** An amount in msat at the rate's ask price (the ask is per 1 BTC = 1e11 msat). */
export function satsToFiat(msat: number, rate: Rate): number {
  return (msat / MSAT_PER_BTC) * rate.ask;
}

function storedRate(entry: unknown): Rate | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const rate = entry as Record<string, unknown>;
  return toRate(rate.symbol, { ask: rate.ask, bid: rate.bid, low: rate.low, high: rate.high }, rate.time);
}

/** The stored copy (ngine.rates, JSON of Rate[]); whatever is broken in it is left out. */
export function parseStoredRates(json: string | null): Rate[] {
  if (typeof json !== 'string') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  return Array.isArray(value) ? uniqueBySymbol(value.map(storedRate)) : [];
}

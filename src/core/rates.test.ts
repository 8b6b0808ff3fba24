import { describe, expect, it } from 'vitest';
import { parseRates, parseStoredRates, rateFor, satsToFiat } from './rates';
import type { NostrEvent } from './types';

const event = (tags: string[][], kind = 1009): NostrEvent => ({ id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind, created_at: 1_700_000_000, tags, content: '' });

describe('parseRates', () => {
  it('reads one rate per d tag, the currency without its BTC prefix', () => {
    expect(parseRates(event([['d', 'BTCUSD', '97000.5', '96990', '95000', '98000'], ['d', 'BTCEUR', '90000', '89990', '88000', '91000']]))).toEqual([
      { symbol: 'BTCUSD', time: 1_700_000_000, ask: 97000.5, bid: 96990, low: 95000, high: 98000, currency: 'USD' },
      { symbol: 'BTCEUR', time: 1_700_000_000, ask: 90000, bid: 89990, low: 88000, high: 91000, currency: 'EUR' },
    ]);
  });

  it('leaves out broken tags and other kinds', () => {
    expect(parseRates(event([['d', 'BTCUSD', 'NaN', '1', '1', '1'], ['d', 'USD', '1', '1', '1', '1'], ['d', 'BTCGBP', '1', '1', '1'], ['d', '<b>', '1', '1', '1', '1'], ['t', 'BTCUSD', '1', '1', '1', '1']]))).toEqual([]);
    expect(parseRates(event([['d', 'BTCUSD', '1', '1', '1', '1']], 1))).toEqual([]);
  });
});

describe('rateFor and satsToFiat', () => {
  it('prices 21 sats at the ask', () => {
    const rates = parseRates(event([['d', 'BTCUSD', '100000', '99990', '95000', '101000']]));
    const usd = rateFor(rates, 'usd');
    expect(usd?.currency).toBe('USD');
    expect(usd && satsToFiat(21_000, usd)).toBeCloseTo(0.021);
    expect(rateFor(rates, 'JPY')).toBeUndefined();
  });
});

describe('parseStoredRates', () => {
  it('reads back what was stored and nothing from junk', () => {
    const rates = parseRates(event([['d', 'BTCUSD', '1', '2', '3', '4']]));
    expect(parseStoredRates(JSON.stringify(rates))).toEqual(rates);
    expect(parseStoredRates(null)).toEqual([]);
    expect(parseStoredRates('{')).toEqual([]);
    expect(parseStoredRates('[{"symbol":"BTCUSD"}, 5, null]')).toEqual([]);
  });
});

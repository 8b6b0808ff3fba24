import { describe, expect, it } from 'vitest';
import { RATES_KIND } from '../events/kinds';
import { DEFAULT_CURRENCY, parseRates, parseStoredRates, rateFor, satsToFiat, type Rate } from './rates';
import type { NostrEvent } from '../types';

const TIME = 1_700_000_000;
const event = (tags: unknown[], kind = 1009): NostrEvent => ({
  id: 'a'.repeat(64),
  pubkey: 'b'.repeat(64),
  kind,
  created_at: TIME,
  tags: tags as string[][],
  content: '',
});
const USD: Rate = { symbol: 'BTCUSD', time: TIME, ask: 97000.5, bid: 96990, low: 95000, high: 98000, currency: 'USD' };

describe('constants', () => {
  it('are kind 1009 and the BTC default (docs/data-and-requests.md, Rates)', () => {
    expect(RATES_KIND).toBe(1009);
    expect(DEFAULT_CURRENCY).toBe('BTC');
  });
});

describe('parseRates', () => {
  it('reads one rate per d tag, timed by the event, the currency without its BTC prefix', () => {
    expect(
      parseRates(
        event([
          ['d', 'BTCUSD', '97000.5', '96990', '95000', '98000'],
          ['d', 'BTCEUR', '90000', '89990', '88000', '91000'],
        ]),
      ),
    ).toEqual([USD, { symbol: 'BTCEUR', time: TIME, ask: 90000, bid: 89990, low: 88000, high: 91000, currency: 'EUR' }]);
  });

  it('takes 3 to 5 letter codes, and ignores extra tag values', () => {
    const rates = parseRates(
      event([
        ['d', 'BTCUSDT', '1', '1', '1', '1', 'extra'],
        ['d', 'BTCSAT', '0', '0', '0', '0'],
      ]),
    );
    expect(rates.map((rate) => rate.currency)).toEqual(['USDT', 'SAT']);
  });

  it('leaves out tags with numbers that are not finite, blank, negative or missing', () => {
    const tags = [
      ['d', 'BTCUSD', 'NaN', '1', '1', '1'],
      ['d', 'BTCUSD', 'Infinity', '1', '1', '1'],
      ['d', 'BTCUSD', '', '1', '1', '1'],
      ['d', 'BTCUSD', ' ', '1', '1', '1'],
      ['d', 'BTCUSD', '1', '-1', '1', '1'],
      ['d', 'BTCUSD', '1', '1', '1abc', '1'],
      ['d', 'BTCGBP', '1', '1', '1'],
    ];
    expect(parseRates(event(tags))).toEqual([]);
  });

  it('leaves out symbols that are not BTC and a 3 to 5 letter code, and non-d tags', () => {
    const tags = [
      ['d', 'USD', '1', '1', '1', '1'],
      ['d', 'BTCUS', '1', '1', '1', '1'],
      ['d', 'BTCUSDTXX', '1', '1', '1', '1'],
      ['d', 'btcusd', '1', '1', '1', '1'],
      ['d', '<b>', '1', '1', '1', '1'],
      ['t', 'BTCUSD', '1', '1', '1', '1'],
    ];
    expect(parseRates(event(tags))).toEqual([]);
  });

  it('keeps the first of a repeated symbol', () => {
    expect(
      parseRates(
        event([
          ['d', 'BTCUSD', '97000.5', '96990', '95000', '98000'],
          ['d', 'BTCUSD', '1', '1', '1', '1'],
        ]),
      ),
    ).toEqual([USD]);
  });

  it('reads nothing from other kinds, and does not throw on broken tags', () => {
    expect(parseRates(event([['d', 'BTCUSD', '1', '1', '1', '1']], 1))).toEqual([]);
    expect(
      parseRates(event([null, 'd', 5, {}, ['d', 'BTCUSD', 1, 1, 1, 1], ['d', 'BTCUSD', '97000.5', '96990', '95000', '98000']])),
    ).toEqual([USD]);
    expect(parseRates({ ...event([]), tags: 'nope' as unknown as string[][] })).toEqual([]);
  });
});

describe('rateFor', () => {
  const rates = parseRates(
    event([
      ['d', 'BTCUSD', '100000', '99990', '95000', '101000'],
      ['d', 'BTCEUR', '90000', '1', '1', '1'],
    ]),
  );

  it('finds a currency in any case', () => {
    expect(rateFor(rates, 'usd')?.symbol).toBe('BTCUSD');
    expect(rateFor(rates, 'EUR')?.ask).toBe(90000);
  });

  it('finds nothing for an unknown currency or the BTC default', () => {
    expect(rateFor(rates, 'JPY')).toBeUndefined();
    expect(rateFor(rates, DEFAULT_CURRENCY)).toBeUndefined();
    expect(rateFor([], 'USD')).toBeUndefined();
  });
});

describe('satsToFiat', () => {
  const rate = { ...USD, ask: 100_000 };

  it('prices msat at the ask per 1e11 msat', () => {
    expect(satsToFiat(100_000_000_000, rate)).toBe(100_000);
    expect(satsToFiat(21_000, rate)).toBeCloseTo(0.021, 10);
    expect(satsToFiat(0, rate)).toBe(0);
  });

  it('uses the ask, not the bid', () => {
    expect(satsToFiat(100_000_000_000, { ...rate, bid: 1 })).toBe(100_000);
  });
});

describe('parseStoredRates', () => {
  it('reads back what was stored', () => {
    const rates = parseRates(
      event([
        ['d', 'BTCUSD', '1', '2', '3', '4'],
        ['d', 'BTCEUR', '5', '6', '7', '8'],
      ]),
    );
    expect(parseStoredRates(JSON.stringify(rates))).toEqual(rates);
  });

  it('gives nothing for no copy or junk, without throwing', () => {
    for (const json of [null, '', '{', 'null', '5', '"BTCUSD"', '{"symbol":"BTCUSD"}', '[1, 2]']) {
      expect(parseStoredRates(json), String(json)).toEqual([]);
    }
  });

  it('leaves out broken entries and keeps good ones', () => {
    const stored = [
      { symbol: 'BTCUSD' },
      5,
      null,
      { ...USD, ask: '1' },
      { ...USD, time: '1' },
      { ...USD, symbol: '<img>' },
      { ...USD, high: -1 },
      { ...USD, symbol: 'BTCEUR', currency: 'XSS' },
    ];
    expect(parseStoredRates(JSON.stringify(stored))).toEqual([{ ...USD, symbol: 'BTCEUR', currency: 'EUR' }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkZapAmount,
  chosenAmount,
  initialAmountChoice,
  clipZapComment,
  DEFAULT_ZAP_SATS,
  MAX_ZAP_COMMENT,
  parseZapChoice,
  satsLabel,
  satsRange,
  serializeZapChoice,
  ZAP_PRESET_SATS,
  zapCommentLimit,
} from './zap-amount';

/** A server that takes 1 to 100,000 sats. */
const LIMITS = { minSendable: 1_000, maxSendable: 100_000_000 };

describe('the amounts offered', () => {
  it('are 21, 210, 2,100 and 21,000 sats, and 21 until the user picks another', () => {
    expect(ZAP_PRESET_SATS).toEqual([21, 210, 2_100, 21_000]);
    expect(DEFAULT_ZAP_SATS).toBe(21);
    expect(ZAP_PRESET_SATS.map(satsLabel)).toEqual(['21 sats', '210 sats', '2,100 sats', '21,000 sats']);
    expect(satsLabel(1)).toBe('1 sat');
  });
});

describe('checkZapAmount', () => {
  it('takes a whole positive number of sats, with separators', () => {
    expect(checkZapAmount('500')).toEqual({ ok: true, sats: 500 });
    expect(checkZapAmount(' 2,100 ')).toEqual({ ok: true, sats: 2_100 });
    expect(checkZapAmount('21 000', LIMITS)).toEqual({ ok: true, sats: 21_000 });
  });

  it('refuses what is not a whole positive number, in words', () => {
    expect(checkZapAmount('')).toEqual({ ok: false, problem: 'Enter an amount in sats.' });
    expect(checkZapAmount('0')).toEqual({ ok: false, problem: 'Enter at least 1 sat.' });
    for (const text of ['-5', '2.5', '1e3', 'abc', '0x10']) {
      expect(checkZapAmount(text), text).toEqual({ ok: false, problem: 'Enter a whole number of sats.' });
    }
    expect(checkZapAmount('9'.repeat(20))).toEqual({ ok: false, problem: 'That amount is too large.' });
  });

  it("keeps within the author's server's range, in whole sats", () => {
    expect(checkZapAmount('100001', LIMITS)).toEqual({ ok: false, problem: "The author's wallet takes at most 100,000 sats." });
    const limits = { minSendable: 10_500, maxSendable: 50_000 };
    expect(satsRange(limits)).toEqual({ min: 11, max: 50 });
    expect(checkZapAmount('10', limits)).toEqual({ ok: false, problem: "The author's wallet takes at least 11 sats." });
    expect(checkZapAmount('11', limits)).toEqual({ ok: true, sats: 11 });
    expect(checkZapAmount('50', limits)).toEqual({ ok: true, sats: 50 });
    expect(satsRange({ minSendable: 1_200, maxSendable: 1_800 })).toBeUndefined();
    expect(checkZapAmount('1', { minSendable: 1_200, maxSendable: 1_800 })).toEqual({
      ok: false,
      problem: "The author's wallet takes no whole amount of sats.",
    });
  });
});

describe('the picker', () => {
  it('opens on the remembered amount: on its button, or typed in when it has none', () => {
    expect(initialAmountChoice(21)).toEqual({ kind: 'preset', sats: 21 });
    expect(initialAmountChoice(2_100)).toEqual({ kind: 'preset', sats: 2_100 });
    expect(initialAmountChoice(500)).toEqual({ kind: 'custom', text: '500' });
  });

  it("checks a preset against the server's range as it checks a typed amount", () => {
    const small = { minSendable: 1_000, maxSendable: 5_000_000 };
    expect(chosenAmount({ kind: 'preset', sats: 2_100 }, small)).toEqual({ ok: true, sats: 2_100 });
    expect(chosenAmount({ kind: 'preset', sats: 21_000 }, small)).toEqual({
      ok: false,
      problem: "The author's wallet takes at most 5,000 sats.",
    });
    expect(chosenAmount({ kind: 'custom', text: '4,999' }, small)).toEqual({ ok: true, sats: 4_999 });
    expect(chosenAmount({ kind: 'custom', text: '' }, small)).toEqual({ ok: false, problem: 'Enter an amount in sats.' });
  });
});

describe('the remembered choice', () => {
  it('reads back what was written', () => {
    expect(parseZapChoice(serializeZapChoice(2_100))).toBe(2_100);
    expect(JSON.parse(serializeZapChoice(777))).toEqual({ version: 1, sats: 777 });
  });

  it('is the default when missing, unreadable, broken or of a newer version', () => {
    for (const text of [null, '', 'not json', '[]', 'null', '{"sats":210}', '{"version":2,"sats":210}', '{"version":1,"sats":0}']) {
      expect(parseZapChoice(text), String(text)).toBe(DEFAULT_ZAP_SATS);
    }
    expect(parseZapChoice('{"version":1,"sats":2.5}')).toBe(DEFAULT_ZAP_SATS);
    expect(parseZapChoice('{"version":1,"sats":"210"}')).toBe(DEFAULT_ZAP_SATS);
  });
});

describe('the comment', () => {
  it("is held to a positive commentAllowed, else to the app's own limit", () => {
    expect(zapCommentLimit(10)).toBe(10);
    expect(zapCommentLimit(1_000)).toBe(MAX_ZAP_COMMENT);
    expect(zapCommentLimit(0)).toBe(MAX_ZAP_COMMENT);
    expect(zapCommentLimit(undefined)).toBe(MAX_ZAP_COMMENT);
  });

  it('is cut by characters, never through an emoji', () => {
    expect(clipZapComment('Nice!', 3)).toBe('Nic');
    expect(clipZapComment('Nice!', 5)).toBe('Nice!');
    expect(clipZapComment('⚡⚡⚡', 2)).toBe('⚡⚡');
    expect(clipZapComment('a😀b', 2)).toBe('a😀');
  });
});

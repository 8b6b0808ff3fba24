import { describe, expect, it } from 'vitest';
import {
  admitsAuthor,
  CIRCLE_EXPIRY_MS,
  CIRCLE_FRESH_MS,
  circleAge,
  circleFromRecord,
  newestPerAuthor,
  packKeys,
  readCircleRecord,
  trustApplies,
  unpackKeys,
  widenCircle,
  type TrustCircle,
} from './trust-circle';
import type { NostrEvent } from '../types';

const ROOT = 'a'.repeat(64);
const FRIEND = 'b'.repeat(64);
const FRIEND_OF_FRIEND = 'c'.repeat(64);
const STRANGER = 'd'.repeat(64);

function followList(pubkey: string, created_at: number, follows: readonly string[], kind = 3): NostrEvent {
  return {
    id: `${pubkey.slice(0, 8)}${created_at}`.padEnd(64, '0'),
    pubkey,
    kind,
    created_at,
    tags: follows.map((key) => ['p', key]),
    content: '',
  };
}

describe('trustApplies', () => {
  const global = { npubs: [], list: undefined, follows: false };

  it('narrows /global, hashtag and topic feeds, whose people nobody chose', () => {
    expect(trustApplies(global)).toBe(true);
  });

  it('never narrows an author, a people list or the follows feed: the visitor chose those people', () => {
    expect(trustApplies({ ...global, npubs: ['npub1x'] })).toBe(false);
    expect(trustApplies({ ...global, list: 'naddr1x' })).toBe(false);
    expect(trustApplies({ ...global, follows: true })).toBe(false);
  });
});

describe('admitsAuthor', () => {
  const circle: TrustCircle = { follows: new Set([ROOT, FRIEND]), circle: new Set([ROOT, FRIEND, FRIEND_OF_FRIEND]) };

  it('admits everyone at "everyone", and when there is no circle to judge by', () => {
    expect(admitsAuthor('everyone', circle, STRANGER)).toBe(true);
    expect(admitsAuthor('circle', undefined, STRANGER)).toBe(true);
    expect(admitsAuthor('follows', undefined, STRANGER)).toBe(true);
  });

  it('admits the follows and their follows at "circle"', () => {
    expect(admitsAuthor('circle', circle, FRIEND)).toBe(true);
    expect(admitsAuthor('circle', circle, FRIEND_OF_FRIEND)).toBe(true);
    expect(admitsAuthor('circle', circle, STRANGER)).toBe(false);
  });

  it('admits only the follows at "follows"', () => {
    expect(admitsAuthor('follows', circle, ROOT)).toBe(true);
    expect(admitsAuthor('follows', circle, FRIEND)).toBe(true);
    expect(admitsAuthor('follows', circle, FRIEND_OF_FRIEND)).toBe(false);
  });
});

describe('newestPerAuthor', () => {
  it('keeps the newest list of each author, whatever order the relays sent them in', () => {
    const older = followList(FRIEND, 100, [STRANGER]);
    const newer = followList(FRIEND, 200, [FRIEND_OF_FRIEND]);
    const other = followList(ROOT, 50, [FRIEND]);
    expect(newestPerAuthor([newer, other, older])).toEqual([newer, other]);
    expect(newestPerAuthor([older, newer, other])).toEqual([newer, other]);
    expect(newestPerAuthor([])).toEqual([]);
  });
});

describe('widenCircle', () => {
  const start: ReadonlySet<string> = new Set([ROOT, FRIEND]);

  it('is the same set when no list names anyone new', () => {
    expect(widenCircle(start, [followList(FRIEND, 1, [ROOT]), followList(ROOT, 1, [FRIEND])])).toBe(start);
    expect(widenCircle(start, [])).toBe(start);
  });

  it('is a new set with the newcomers, leaving the one it grew from alone', () => {
    const wider = widenCircle(start, [followList(FRIEND, 1, [ROOT, FRIEND_OF_FRIEND]), followList(ROOT, 1, [STRANGER, FRIEND_OF_FRIEND])]);
    expect(wider).not.toBe(start);
    expect([...wider]).toEqual([ROOT, FRIEND, FRIEND_OF_FRIEND, STRANGER]);
    expect([...start]).toEqual([ROOT, FRIEND]);
  });

  it('ignores p tags that are not keys, and lists of another kind', () => {
    const junk = followList(FRIEND, 1, ['not-a-key', 'e'.repeat(63), 'g'.repeat(64), `${'e'.repeat(64)}0`]);
    expect(widenCircle(start, [junk])).toBe(start);
    expect(widenCircle(start, [followList(FRIEND, 1, [STRANGER], 30000)])).toBe(start);
    expect([...widenCircle(start, [followList(FRIEND, 1, [STRANGER.toUpperCase()])])]).toEqual([ROOT, FRIEND, STRANGER]);
  });
});

describe('packKeys and unpackKeys', () => {
  it('round-trips keys through one string', () => {
    const keys = [ROOT, FRIEND, FRIEND_OF_FRIEND];
    const packed = packKeys(new Set(keys));
    expect(packed).toHaveLength(64 * 3);
    expect(unpackKeys(packed)).toEqual(keys);
    expect(unpackKeys(packKeys([]))).toEqual([]);
  });

  it('gives nothing for a damaged string', () => {
    const packed = packKeys([ROOT, FRIEND]);
    expect(unpackKeys(packed.slice(1))).toEqual([]);
    expect(unpackKeys(`${packed.slice(0, -1)}g`)).toEqual([]);
    expect(unpackKeys(packed.toUpperCase())).toEqual([]);
    expect(unpackKeys(`${ROOT},${FRIEND}`)).toEqual([]);
  });
});

describe('circleAge', () => {
  const NOW = 1_800_000_000_000;
  const builtAgo = (ms: number) => ({ builtAt: NOW - ms });

  it('is fresh up to six hours old', () => {
    expect(circleAge(builtAgo(0), NOW)).toBe('fresh');
    expect(circleAge(builtAgo(CIRCLE_FRESH_MS), NOW)).toBe('fresh');
  });

  it('is stale past six hours, up to a week', () => {
    expect(circleAge(builtAgo(CIRCLE_FRESH_MS + 1), NOW)).toBe('stale');
    expect(circleAge(builtAgo(CIRCLE_EXPIRY_MS), NOW)).toBe('stale');
  });

  it('is expired past a week, when built in the future, or when its time is not a number', () => {
    expect(circleAge(builtAgo(CIRCLE_EXPIRY_MS + 1), NOW)).toBe('expired');
    expect(circleAge(builtAgo(-1), NOW)).toBe('expired');
    expect(circleAge({ builtAt: Number.NaN }, NOW)).toBe('expired');
  });
});

describe('readCircleRecord', () => {
  const record = { root: ROOT, builtAt: 1000, follows: packKeys([ROOT, FRIEND]), circle: packKeys([ROOT, FRIEND, FRIEND_OF_FRIEND]) };

  it('reads a record of the root asked for, keeping only its fields', () => {
    expect(readCircleRecord({ ...record, extra: 'field' }, ROOT)).toEqual(record);
  });

  it("rejects another root's record", () => {
    expect(readCircleRecord(record, FRIEND)).toBeUndefined();
  });

  it('rejects what is not a record of this shape', () => {
    expect(readCircleRecord(undefined, ROOT)).toBeUndefined();
    expect(readCircleRecord(null, ROOT)).toBeUndefined();
    expect(readCircleRecord('record', ROOT)).toBeUndefined();
    expect(readCircleRecord({ ...record, builtAt: '1000' }, ROOT)).toBeUndefined();
    expect(readCircleRecord({ ...record, follows: [ROOT, FRIEND] }, ROOT)).toBeUndefined();
    expect(readCircleRecord({ ...record, circle: undefined }, ROOT)).toBeUndefined();
  });

  it('gives the circle it holds', () => {
    const circle = circleFromRecord(record);
    expect([...circle.follows]).toEqual([ROOT, FRIEND]);
    expect([...circle.circle]).toEqual([ROOT, FRIEND, FRIEND_OF_FRIEND]);
  });
});

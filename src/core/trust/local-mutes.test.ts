import { describe, expect, it } from 'vitest';
import {
  addLocalMute,
  EMPTY_LOCAL_MUTES,
  LOCAL_MUTES_VERSION,
  localMuteList,
  MAX_LOCAL_MUTES,
  parseLocalMutes,
  removeLocalMute,
  serializeLocalMutes,
} from './local-mutes';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const POST = 'c'.repeat(64);

describe('parseLocalMutes', () => {
  it('reads back what was written', () => {
    const mutes = { pubkeys: [ALICE, BOB], eventIds: [POST] };
    expect(parseLocalMutes(serializeLocalMutes(mutes))).toEqual(mutes);
    expect(JSON.parse(serializeLocalMutes(mutes))).toMatchObject({ version: LOCAL_MUTES_VERSION });
  });

  it('gives no mutes for nothing stored, text that is not JSON, or JSON of another shape', () => {
    for (const text of [null, '', '{', 'null', '42', '"text"', '[]', '{"pubkeys":["' + ALICE + '"]}', '{"version":"1"}']) {
      expect(parseLocalMutes(text), String(text)).toEqual(EMPTY_LOCAL_MUTES);
    }
  });

  it('gives no mutes for a newer version, whose meaning this code does not know', () => {
    expect(parseLocalMutes(JSON.stringify({ version: LOCAL_MUTES_VERSION + 1, pubkeys: [ALICE], eventIds: [] }))).toEqual(
      EMPTY_LOCAL_MUTES,
    );
  });

  it('keeps only 64-hex keys, lower-cased and once each, and reads each list on its own', () => {
    const text = JSON.stringify({ version: 1, pubkeys: [ALICE.toUpperCase(), 'npub1x', 7, null, ALICE, BOB], eventIds: 'not a list' });
    expect(parseLocalMutes(text)).toEqual({ pubkeys: [ALICE, BOB], eventIds: [] });
  });

  it('keeps at most the newest entries of an overlong list', () => {
    const many = Array.from({ length: MAX_LOCAL_MUTES + 5 }, (_, index) => index.toString(16).padStart(64, '0'));
    const read = parseLocalMutes(JSON.stringify({ version: 1, pubkeys: many, eventIds: [] }));
    expect(read.pubkeys).toHaveLength(MAX_LOCAL_MUTES);
    expect(read.pubkeys[0]).toBe(many[5]);
  });
});

describe('adding and removing', () => {
  it('adds an author or a post once, and removes it again', () => {
    const withAlice = addLocalMute(EMPTY_LOCAL_MUTES, { kind: 'author', pubkey: ALICE.toUpperCase() });
    expect(withAlice).toEqual({ pubkeys: [ALICE], eventIds: [] });
    expect(addLocalMute(withAlice, { kind: 'author', pubkey: ALICE })).toBe(withAlice);
    const both = addLocalMute(withAlice, { kind: 'post', eventId: POST });
    expect(both).toEqual({ pubkeys: [ALICE], eventIds: [POST] });
    expect(removeLocalMute(both, { kind: 'author', pubkey: ALICE })).toEqual({ pubkeys: [], eventIds: [POST] });
    expect(removeLocalMute(both, { kind: 'post', eventId: POST })).toEqual({ pubkeys: [ALICE], eventIds: [] });
    expect(removeLocalMute(both, { kind: 'author', pubkey: BOB })).toBe(both);
  });

  it('drops the oldest entry past the limit', () => {
    let mutes = EMPTY_LOCAL_MUTES;
    for (let index = 0; index <= MAX_LOCAL_MUTES; index++)
      mutes = addLocalMute(mutes, { kind: 'post', eventId: index.toString(16).padStart(64, '0') });
    expect(mutes.eventIds).toHaveLength(MAX_LOCAL_MUTES);
    expect(mutes.eventIds[0]).toBe('1'.padStart(64, '0'));
  });

  it('reads as a mute list of authors and posts', () => {
    const list = localMuteList({ pubkeys: [ALICE], eventIds: [POST] });
    expect([...list.pubkeys]).toEqual([ALICE]);
    expect([...list.eventIds]).toEqual([POST]);
    expect(list.hashtags.size + list.words.length).toBe(0);
  });
});

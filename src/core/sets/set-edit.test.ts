import { describe, expect, it } from 'vitest';
import { cleanSetText, hasSetEntry, newSetTemplate, setEditTemplate, withoutSetEntry, withSetEntry } from './set-edit';
import type { NostrEvent } from '../types';

const post = 'c'.repeat(64);
const other = 'd'.repeat(64);
const tags = [
  ['d', 'sunsets'],
  ['title', 'Sunsets'],
  ['e', other, 'wss://relay.example.com'],
  ['a', '30023:abc:essay'],
  ['unknown', 'kept'],
];

describe('withSetEntry', () => {
  it('adds the post at the end and keeps every other tag in its place', () => {
    expect(withSetEntry(tags, post, 'wss://Relay.One.example/')).toEqual([...tags, ['e', post, 'wss://relay.one.example']]);
    expect(withSetEntry(tags, post)).toEqual([...tags, ['e', post]]);
    expect(withSetEntry(tags, post, 'not a relay')).toEqual([...tags, ['e', post]]);
  });

  it('adds nothing when the post is there already, in any case', () => {
    expect(withSetEntry(tags, other.toUpperCase())).toEqual(tags);
    expect(withSetEntry(tags, other)).not.toBe(tags);
  });
});

describe('withoutSetEntry', () => {
  it('takes out every entry of the post and keeps the rest in order', () => {
    const twice = [...tags, ['e', post], ['e', post.toUpperCase(), 'wss://x.example']];
    expect(withoutSetEntry(twice, post)).toEqual(tags);
    expect(withoutSetEntry(tags, other)).toEqual([tags[0], tags[1], tags[3], tags[4]]);
    expect(hasSetEntry(withoutSetEntry(tags, other), other)).toBe(false);
  });
});

describe('setEditTemplate', () => {
  const set: NostrEvent = { id: 'f'.repeat(64), pubkey: 'a'.repeat(64), kind: 30006, content: 'private', tags, created_at: 500, sig: '' };

  it('keeps the kind and content and dates the new version after the old', () => {
    expect(setEditTemplate(set, [['d', 'sunsets']], 1000)).toEqual({
      kind: 30006,
      content: 'private',
      tags: [['d', 'sunsets']],
      created_at: 1000,
    });
    expect(setEditTemplate(set, [], 500).created_at).toBe(501);
  });
});

describe('newSetTemplate', () => {
  it('names the set, describes it and holds the post', () => {
    expect(
      newSetTemplate({
        kind: 30005,
        identifier: 'r4nd0m',
        title: '  Night   walks ',
        description: ' Wet streets ',
        eventId: post,
        relay: 'wss://r.example',
        now: 9,
      }),
    ).toEqual({
      kind: 30005,
      content: '',
      tags: [
        ['d', 'r4nd0m'],
        ['title', 'Night walks'],
        ['description', 'Wet streets'],
        ['e', post, 'wss://r.example'],
      ],
      created_at: 9,
    });
  });

  it('leaves out a blank description and refuses a blank title', () => {
    expect(newSetTemplate({ kind: 30006, identifier: 'x', title: 'T', description: '  ', eventId: post, now: 1 })?.tags).toEqual([
      ['d', 'x'],
      ['title', 'T'],
      ['e', post],
    ]);
    expect(newSetTemplate({ kind: 30006, identifier: 'x', title: '   ', eventId: post, now: 1 })).toBeUndefined();
  });

  it('cuts long text to its limit', () => {
    expect(cleanSetText('a'.repeat(150), 100)).toHaveLength(100);
  });
});

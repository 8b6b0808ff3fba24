import { describe, expect, it } from 'vitest';
import { authorSource } from './author-source';

const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
const hex = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
const none = { tags: [], npubs: [], follows: false };

describe('authorSource', () => {
  it('is anyone for global, tag and topic feeds', () => {
    expect(authorSource(none)).toEqual({ kind: 'anyone' });
    expect(authorSource({ ...none, tags: ['art'], npubs: [npub] })).toEqual({ kind: 'anyone' });
    expect(authorSource({ ...none, topic: 'art', follows: true, list: 'naddr1x' })).toEqual({ kind: 'anyone' });
  });

  it('names the authors of the address as hex keys, dropping what does not decode', () => {
    expect(authorSource({ ...none, npubs: [npub, 'npub1garbage'] })).toEqual({ kind: 'npubs', keys: [hex] });
    expect(authorSource({ ...none, npubs: ['npub1garbage'] })).toEqual({ kind: 'anyone' });
  });

  it('defers follows and people lists to the session and the list lookup', () => {
    expect(authorSource({ ...none, follows: true, npubs: [npub] })).toEqual({ kind: 'follows' });
    expect(authorSource({ ...none, list: 'naddr1x' })).toEqual({ kind: 'list', ref: 'naddr1x' });
    expect(authorSource({ ...none, set: 'naddr1y', npubs: [npub], tags: ['art'] })).toEqual({ kind: 'set', ref: 'naddr1y' });
  });
});

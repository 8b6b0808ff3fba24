import { nip19 as reference } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { commentTemplate, MAX_REPLY_PEOPLE, type CommentDraft } from './comment-template';
import { commentParent, isCommentOn, noteThreadRoot } from './comment-thread';
import type { NostrEvent } from '../types';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);
const DAVE = 'd'.repeat(64);
const NOW = 1_700_000_000;
const hints: Record<string, string> = { ['1'.repeat(64)]: 'wss://pictures.example/', ['3'.repeat(64)]: 'wss://talk.example' };

function draft(post: NostrEvent, content: string, parent?: NostrEvent): CommentDraft {
  return { post, parent, content, relayHint: (id) => hints[id], now: NOW };
}

/** The template signed in thought: an event with an id, as it would come back from a relay. */
const asEvent = (template: ReturnType<typeof commentTemplate>, id: string): NostrEvent => ({ ...template, id, pubkey: DAVE });

describe('NIP-22 comments on pictures, videos and files', () => {
  const picture: NostrEvent = { id: '1'.repeat(64), pubkey: ALICE, kind: 20, created_at: NOW - 60, tags: [['p', CAROL]], content: '' };
  const comment: NostrEvent = {
    id: '3'.repeat(64),
    pubkey: BOB,
    kind: 1111,
    created_at: NOW - 30,
    tags: [
      ['E', picture.id, '', ALICE],
      ['K', '20'],
      ['P', ALICE],
      ['e', picture.id, '', ALICE],
      ['k', '20'],
      ['p', ALICE],
    ],
    content: 'Lovely',
  };

  it('names the post as root and as parent, with its kind and author', () => {
    expect(commentTemplate(draft(picture, '  What light!  '))).toEqual({
      kind: 1111,
      content: 'What light!',
      created_at: NOW,
      tags: [
        ['E', picture.id, 'wss://pictures.example', ALICE],
        ['K', '20'],
        ['P', ALICE],
        ['e', picture.id, 'wss://pictures.example', ALICE],
        ['k', '20'],
        ['p', ALICE],
      ],
    });
  });

  it('keeps the post as root and names the comment answered as parent, kind 1111', () => {
    const template = commentTemplate(draft(picture, 'Agreed', comment));
    expect(template.kind).toBe(1111);
    expect(template.tags).toEqual([
      ['E', picture.id, 'wss://pictures.example', ALICE],
      ['K', '20'],
      ['P', ALICE],
      ['e', comment.id, 'wss://talk.example', BOB],
      ['k', '1111'],
      ['p', BOB],
    ]);
    // What the panel reads back is a reply to that comment on this post.
    const event = asEvent(template, '4'.repeat(64));
    expect(isCommentOn(event, picture)).toBe(true);
    expect(commentParent(event, picture)).toBe(comment.id);
  });

  it('uses the kind of each post it answers, and an empty hint when none is known', () => {
    for (const kind of [21, 22, 1063]) {
      const post = { ...picture, id: '5'.repeat(64), kind };
      const { tags } = commentTemplate(draft(post, 'x'));
      expect(tags.slice(0, 2)).toEqual([
        ['E', post.id, '', ALICE],
        ['K', String(kind)],
      ]);
    }
  });

  it('tags the people the text mentions, once, after the parent', () => {
    const text = `cc nostr:${reference.npubEncode(CAROL)} and nostr:${reference.npubEncode(BOB)} nostr:${reference.npubEncode(CAROL)}`;
    const { tags } = commentTemplate(draft(picture, text, comment));
    expect(tags.slice(5)).toEqual([
      ['p', BOB],
      ['p', CAROL],
    ]);
  });
});

describe('NIP-10 replies to text notes', () => {
  const note: NostrEvent = {
    id: '1'.repeat(64),
    pubkey: ALICE,
    kind: 1,
    created_at: NOW - 60,
    tags: [
      ['p', CAROL],
      ['p', 'not a key'],
    ],
    content: 'https://media.example/a.jpg',
  };
  const first: NostrEvent = {
    id: '3'.repeat(64),
    pubkey: BOB,
    kind: 1,
    created_at: NOW - 30,
    tags: [
      ['e', note.id, '', 'root', ALICE],
      ['p', ALICE],
      ['p', CAROL],
    ],
    content: 'Nice',
  };

  it('answers the note with a root marker and tags its author and the people it named', () => {
    expect(commentTemplate(draft(note, 'Where is this?'))).toEqual({
      kind: 1,
      content: 'Where is this?',
      created_at: NOW,
      tags: [
        ['e', note.id, 'wss://pictures.example', 'root', ALICE],
        ['p', ALICE],
        ['p', CAROL],
      ],
    });
  });

  it('answers a reply with root and reply markers and tags everyone in the thread once', () => {
    const template = commentTemplate(draft(note, 'Thanks', first));
    expect(template.tags).toEqual([
      ['e', note.id, 'wss://pictures.example', 'root', ALICE],
      ['e', first.id, 'wss://talk.example', 'reply', BOB],
      ['p', BOB],
      ['p', ALICE],
      ['p', CAROL],
    ]);
    const event = asEvent(template, '4'.repeat(64));
    expect(noteThreadRoot(event)).toBe(note.id);
    expect(isCommentOn(event, note)).toBe(true);
    expect(commentParent(event, note)).toBe(first.id);
  });

  it('tags at most a hundred people, however many the note named', () => {
    const crowded = { ...note, tags: Array.from({ length: 500 }, (_, index) => ['p', index.toString(16).padStart(64, '0')]) };
    const { tags } = commentTemplate(draft(crowded, 'hi'));
    expect(tags.filter((tag) => tag[0] === 'p')).toHaveLength(MAX_REPLY_PEOPLE);
    expect(tags[1]).toEqual(['p', ALICE]);
  });
});

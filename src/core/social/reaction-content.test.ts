import { describe, expect, it } from 'vitest';
import { reactionContent } from './reaction-content';

const reaction = (content: string, tags: string[][] = []) => ({ content, tags });

describe('reactionContent', () => {
  it('reads "+" and an empty reaction as likes, "-" as a dislike (NIP-25)', () => {
    expect(reactionContent(reaction('+'))).toEqual({ type: 'like' });
    expect(reactionContent(reaction(''))).toEqual({ type: 'like' });
    expect(reactionContent(reaction(' + '))).toEqual({ type: 'like' });
    expect(reactionContent(reaction('-'))).toEqual({ type: 'dislike' });
  });

  it('reads any other short text, a heart or 🤙 too, as an emoji reaction, not a like', () => {
    expect(reactionContent(reaction('🤙'))).toEqual({ type: 'emoji', text: '🤙' });
    expect(reactionContent(reaction('❤️'))).toEqual({ type: 'emoji', text: '❤️' });
    expect(reactionContent(reaction('<b>hi</b>'))).toEqual({ type: 'emoji', text: '<b>hi</b>' });
    expect(reactionContent(reaction('x'.repeat(33)))).toEqual({ type: 'other' });
  });

  it('gives a custom emoji its picture only when an emoji tag names its shortcode with an http(s) address (NIP-30)', () => {
    const url = 'https://emoji.example/catjam.gif';
    expect(reactionContent(reaction(':catjam:', [['emoji', 'catjam', url]]))).toEqual({ type: 'emoji', text: ':catjam:', image: url });
    expect(reactionContent(reaction(':catjam:', [['emoji', 'other', url]]))).toEqual({ type: 'emoji', text: ':catjam:' });
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//emoji.example/a.gif', 'ftp://emoji.example/a.gif']) {
      expect(reactionContent(reaction(':catjam:', [['emoji', 'catjam', bad]]))).toEqual({ type: 'emoji', text: ':catjam:' });
    }
    expect(reactionContent(reaction(':cat jam:', [['emoji', 'cat jam', url]]))).toEqual({ type: 'emoji', text: ':cat jam:' });
  });
});

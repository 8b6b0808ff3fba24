import { describe, expect, it } from 'vitest';
import { hashtagsFromField, hashtagsInCaption, MAX_POST_HASHTAGS, postHashtags } from './post-hashtags';

describe('hashtagsFromField', () => {
  it('takes words split by spaces or commas, with or without #, lowercased', () => {
    expect(hashtagsFromField('#Street, BW  film,#35mm')).toEqual(['street', 'bw', 'film', '35mm']);
  });

  it('leaves out what is no hashtag', () => {
    expect(hashtagsFromField('ok! #a.b ## #')).toEqual([]);
  });
});

describe('hashtagsInCaption', () => {
  it('finds #words anywhere, in any script, lowercased', () => {
    expect(hashtagsInCaption('Sunset at the #Beach, with #café and #東京!')).toEqual(['beach', 'café', '東京']);
  });

  it('ignores # inside words, addresses, HTML entities and runs of #', () => {
    expect(hashtagsInCaption('C# and https://example.com/#anchor and &#38; and ##double')).toEqual([]);
  });

  it('reads a hashtag at the start and after punctuation', () => {
    expect(hashtagsInCaption('#first (#second)')).toEqual(['first', 'second']);
  });
});

describe('postHashtags', () => {
  it("puts the field's first, then the caption's, each once", () => {
    expect(postHashtags('art #Photo', 'A #photo of #art and #sea')).toEqual(['art', 'photo', 'sea']);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, index) => `tag${index}`).join(' ');
    const tags = postHashtags(many, '');
    expect(tags).toHaveLength(MAX_POST_HASHTAGS);
    expect(tags[0]).toBe('tag0');
  });
});

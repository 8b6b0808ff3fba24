import { describe, expect, it } from 'vitest';
import { contentWarningOf, DEFAULT_WARNING, WARNING_MAX_LENGTH } from './content-warning';

describe('contentWarningOf', () => {
  it('gives the reason of the first content-warning tag, and nothing without one', () => {
    expect(contentWarningOf({ tags: [['content-warning', 'Spiders']] })).toBe('Spiders');
    expect(
      contentWarningOf({
        tags: [
          ['t', 'nature'],
          ['content-warning', ' gore '],
          ['content-warning', 'second'],
        ],
      }),
    ).toBe('gore');
    expect(contentWarningOf({ tags: [['t', 'content-warning']] })).toBeUndefined();
  });

  it('says "Content warning" when the tag gives no reason', () => {
    expect(contentWarningOf({ tags: [['content-warning']] })).toBe(DEFAULT_WARNING);
    expect(contentWarningOf({ tags: [['content-warning', '   ']] })).toBe(DEFAULT_WARNING);
    expect(contentWarningOf({ tags: [['content-warning', '\u202e\n']] })).toBe(DEFAULT_WARNING);
  });

  it('keeps the reason on one line, without control or direction characters', () => {
    expect(contentWarningOf({ tags: [['content-warning', 'blood\n\nand\u202egore\t!']] })).toBe('blood and gore !');
  });

  it('leaves markup as the text it is', () => {
    expect(contentWarningOf({ tags: [['content-warning', '<img src=x onerror=alert(1)>']] })).toBe('<img src=x onerror=alert(1)>');
  });

  it('cuts a long reason, without splitting a character', () => {
    const reason = contentWarningOf({ tags: [['content-warning', '😀'.repeat(300)]] }) ?? '';
    expect([...reason]).toHaveLength(WARNING_MAX_LENGTH);
    expect(reason.endsWith('😀…')).toBe(true);
    expect(contentWarningOf({ tags: [['content-warning', 'x'.repeat(WARNING_MAX_LENGTH)]] })).toBe('x'.repeat(WARNING_MAX_LENGTH));
  });
});

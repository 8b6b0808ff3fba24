// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { nip19 } from 'nostr-tools';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProfileStore } from '../../stores/profile-store';
import { CommentText } from './comment-text';

// Names are asked of the relays only after the first pictures; no test reaches them.
// A profile asked for once the page is idle, which may be after the test: none is found.
vi.mock('../../nostr/client', () => ({ fetchProfile: vi.fn(async () => undefined) }));

const ALICE = 'a'.repeat(64);

function show(content: string) {
  return render(
    <MemoryRouter>
      <CommentText content={content} />
    </MemoryRouter>,
  ).container;
}

afterEach(cleanup);

describe('a comment on the page', () => {
  it('is text, never markup', () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a><b>bold</b>';
    const container = show(hostile);
    expect(container.querySelectorAll('img, script, b')).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toBe(hostile);
  });

  it('makes http(s) links open apart from the app, and nothing else a link', () => {
    const container = show('See https://example.com/heron and javascript:alert(1) and data:text/html,hi');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['https://example.com/heron', 'noopener noreferrer nofollow', '_blank'],
    ]);
  });

  it('names a mentioned person by their profile and links their gallery, and links hashtags', () => {
    useProfileStore.setState({ profiles: { [ALICE]: { pubkey: ALICE, name: 'Alice' } } });
    const npub = nip19.npubEncode(ALICE);
    show(`Thanks nostr:${npub} for #Herons`);
    expect(screen.getByRole('link', { name: '@Alice' }).getAttribute('href')).toBe(`/p/${npub}`);
    expect(screen.getByRole('link', { name: '#Herons' }).getAttribute('href')).toBe('/tags/herons');
  });

  it('keeps line breaks as text and lets direction controls go', () => {
    const container = show('first\nsecond \u202Ereversed');
    expect(container.textContent).toBe('first\nsecond reversed');
    expect(container.querySelector('p')?.getAttribute('dir')).toBe('auto');
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_COUNTS, type PostCounts } from '../../core/social';
import { countsActions } from '../../stores/counts-store';
import { CountDetails } from './count-details';
import { CountsRow } from './counts-row';

vi.mock('../../hooks/use-profile', () => ({
  useProfile: (pubkey: string) => (pubkey === ZAPPER ? { pubkey, name: 'Zed', image: 'https://pics.example/zed.jpg' } : undefined),
}));

const POST = 'a'.repeat(64);
const ZAPPER = 'c'.repeat(64);
const STRANGER = 'd'.repeat(64);

function known(counts: Partial<PostCounts>, settled = true): void {
  countsActions.counted({ [POST]: { counts: { ...NO_COUNTS, ...counts }, settled } });
}

beforeEach(() => countsActions.reset());
afterEach(cleanup);

describe('CountsRow', () => {
  it('keeps its place, hidden and busy, until the first counts are known', () => {
    render(<CountsRow postId={POST} />);
    const row = screen.getByRole('list', { hidden: true });
    expect(row.className).toContain('is-pending');
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.querySelectorAll('li')).toHaveLength(4);
  });

  it('shows compact numbers, the exact ones in the tooltip and the names for screen readers, and zeros quietly', () => {
    known({ likes: 1_234, reposts: 1, comments: 0, zapMsat: 231_999 });
    render(<CountsRow postId={POST} />);
    const row = screen.getByRole('list', { name: 'Counts' });
    expect(row.className).not.toContain('is-pending');
    expect(row.getAttribute('aria-busy')).toBe('false');
    const items = within(row).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1.2k likes', '1 repost', '0 comments', '231 sats zapped']);
    expect(items.map((item) => item.title)).toEqual(['1234 likes', '1 repost', '0 comments', '231 sats zapped']);
    // The zero's number is for screen readers only.
    expect(items[2]?.querySelector('.visually-hidden')?.textContent).toBe('0 comments');
    expect(items[2]?.className).toContain('is-zero');
  });
});

describe('CountDetails', () => {
  it('is nothing without reactions or zappers', () => {
    known({ likes: 3 });
    const { container } = render(<CountDetails postId={POST} />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });

  it('shows reactions as text and a custom emoji as its proxied picture with the shortcode for alt text', () => {
    known({
      reactions: [
        { text: '<img src=x onerror=alert(1)>', count: 3 },
        { text: ':catjam:', count: 2, image: 'https://emoji.example/catjam.gif' },
        { text: '🤙', count: 1 },
      ],
    });
    const { container } = render(<CountDetails postId={POST} />, { wrapper: MemoryRouter });
    const reactions = within(screen.getByRole('list', { name: 'Reactions' })).getAllByRole('listitem');
    expect(reactions.map((item) => item.textContent)).toEqual(['<img src=x onerror=alert(1)>3', '2', '🤙1']);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe(':catjam:');
    expect(images[0]?.getAttribute('src')).toContain(encodeURIComponent('https://emoji.example/catjam.gif'));
  });

  it('shows the top zappers by picture, each a link to their gallery named with the sats they zapped', () => {
    known({
      zappers: [
        { pubkey: ZAPPER, amountMsat: 2_100_000 },
        { pubkey: STRANGER, amountMsat: 21_000 },
      ],
    });
    render(<CountDetails postId={POST} />, { wrapper: MemoryRouter });
    const links = within(screen.getByRole('list', { name: 'Top zappers' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Zed, 2100 sats',
      expect.stringMatching(/^npub1\w{7}…, 21 sats$/),
    ]);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/p\/npub1/);
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('https://pics.example/zed.jpg'));
    expect(links[1]?.querySelector('img')).toBeNull();
  });
});

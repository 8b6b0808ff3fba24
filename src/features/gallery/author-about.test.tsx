// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthorAbout } from './author-about';

const ABOUT = 'Line 1\nLine 2\nLine 3\n<b>not markup</b>';

/** The clamped text is cut short: what a browser measures when the text has more lines than shown. */
function clampedShort(): void {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(80);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(30);
}

beforeEach(() => vi.restoreAllMocks());
afterEach(cleanup);

describe('AuthorAbout', () => {
  it('offers no button when the whole text fits its lines', () => {
    render(<AuthorAbout about="One line" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lays the whole text over the grid beside the clamped one, which keeps its place', () => {
    clampedShort();
    const { container } = render(<AuthorAbout about={ABOUT} />);
    const clamped = container.querySelector('.author-header__about');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    const full = container.querySelector('.author-about__full');
    expect(full?.textContent).toBe(ABOUT);
    expect(less.getAttribute('aria-controls')).toBe(full?.id);
    // The clamped text stays in the page, holding the header's lines, hidden from screen readers.
    expect(container.querySelector('.author-header__about')).toBe(clamped);
    expect(clamped?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('b')).toBeNull();
    fireEvent.click(less);
    expect(container.querySelector('.author-about__full')).toBeNull();
    expect(clamped?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('closes on Escape and on a press elsewhere', () => {
    clampedShort();
    const { container } = render(
      <div>
        <AuthorAbout about={ABOUT} />
        <p>elsewhere</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show less' }), { key: 'Escape' });
    expect(container.querySelector('.author-about__full')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(container.querySelector('.author-about__full')).toBeNull();
  });
});

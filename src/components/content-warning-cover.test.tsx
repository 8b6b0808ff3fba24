// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealedActions, useRevealedStore } from '../stores/revealed-store';
import { ContentWarningCover } from './content-warning-cover';

describe('ContentWarningCover', () => {
  beforeEach(() => revealedActions.reset());
  afterEach(cleanup);

  it('names its button by what it shows and why, and shows that item once pressed', () => {
    render(<ContentWarningCover itemKey="k1" reason="Spiders" type="image" />);
    const show = screen.getByRole('button', { name: 'Show picture with content warning: Spiders' });
    expect(show.textContent).toBe('Show');
    fireEvent.click(show);
    expect(useRevealedStore.getState().keys.has('k1')).toBe(true);
  });

  it('says video for a video', () => {
    render(<ContentWarningCover itemKey="k2" reason="Loud" type="video" />);
    expect(screen.getByRole('button', { name: 'Show video with content warning: Loud' })).toBeTruthy();
  });

  it('shows the reason as text, never as markup', () => {
    const { container } = render(<ContentWarningCover itemKey="k3" reason="<img src=x onerror=alert(1)>" type="image" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.content-warning__reason')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps its press from reaching what is under it', () => {
    const under = vi.fn();
    render(
      <div onClick={under}>
        <ContentWarningCover itemKey="k4" reason="Spiders" type="image" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(under).not.toHaveBeenCalled();
  });
});

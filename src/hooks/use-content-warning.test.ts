// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { revealedActions } from '../stores/revealed-store';
import { settingsActions } from '../stores/settings-store';
import { useContentWarning } from './use-content-warning';

const warned = { key: 'warned', contentWarning: 'Spiders' };
const other = { key: 'other', contentWarning: 'Spiders' };

describe('useContentWarning', () => {
  beforeEach(() => {
    localStorage.clear();
    settingsActions.reset();
    revealedActions.reset();
  });

  it('gives the reason of a warned item until that item is shown, then nothing, for it alone', () => {
    const { result, rerender } = renderHook(({ item }) => useContentWarning(item), { initialProps: { item: warned } });
    expect(result.current).toBe('Spiders');
    act(() => revealedActions.reveal('warned'));
    expect(result.current).toBeUndefined();
    rerender({ item: other });
    expect(result.current).toBe('Spiders');
  });

  it('gives nothing for an item without a warning', () => {
    const { result } = renderHook(() => useContentWarning({ key: 'plain', contentWarning: undefined }));
    expect(result.current).toBeUndefined();
  });

  it('gives nothing while the blur is turned off in the settings', () => {
    const { result } = renderHook(() => useContentWarning(warned));
    act(() => settingsActions.change({ blurWarnings: false }));
    expect(result.current).toBeUndefined();
    act(() => settingsActions.change({ blurWarnings: true }));
    expect(result.current).toBe('Spiders');
  });
});

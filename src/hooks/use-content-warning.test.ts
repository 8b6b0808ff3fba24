// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../core/trust';
import { reportsActions } from '../stores/reports-store';
import { revealedActions } from '../stores/revealed-store';
import { sessionActions } from '../stores/session-store';
import { settingsActions } from '../stores/settings-store';
import { trustActions } from '../stores/trust-store';
import { useContentWarning } from './use-content-warning';

const POST = 'b'.repeat(64);
const warned = { key: 'warned', contentWarning: 'Spiders', noteId: POST };
const other = { key: 'other', contentWarning: 'Spiders', noteId: POST };
const plain = { key: 'plain', contentWarning: undefined, noteId: POST };

const person = (n: number) => n.toString(16).padStart(64, '0');
const VIEWER = person(1);
const FRIEND = person(2);
const STRANGER = person(3);
const report = (reporter: string, type: Report['type'] = 'nudity'): Report => ({ reporter, postId: POST, authorId: undefined, type });

describe('useContentWarning', () => {
  beforeEach(() => {
    localStorage.clear();
    settingsActions.reset();
    revealedActions.reset();
    reportsActions.reset();
    trustActions.cleared();
    sessionActions.signOut();
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
    const { result } = renderHook(() => useContentWarning(plain));
    expect(result.current).toBeUndefined();
  });

  it('gives nothing while the blur is turned off in the settings', () => {
    const { result } = renderHook(() => useContentWarning(warned));
    act(() => settingsActions.change({ blurWarnings: false }));
    expect(result.current).toBeUndefined();
    act(() => settingsActions.change({ blurWarnings: true }));
    expect(result.current).toBe('Spiders');
  });

  describe('reports', () => {
    const signedIn = (): void => {
      sessionActions.start({ pubkey: VIEWER, method: 'nsec', signerReady: true, relayList: undefined });
      trustActions.started(VIEWER);
      trustActions.known(VIEWER, { follows: new Set([VIEWER, FRIEND]), circle: new Set([VIEWER, FRIEND]) });
    };

    it('covers a post reported by someone the viewer follows, until Show', () => {
      signedIn();
      const { result } = renderHook(() => useContentWarning(plain));
      expect(result.current).toBeUndefined();
      act(() => reportsActions.received([report(FRIEND)]));
      expect(result.current).toBe('Reported as nudity by 1 person you follow');
      act(() => reportsActions.received([report(VIEWER, 'spam')]));
      expect(result.current).toBe('Reported as nudity and spam by you and 1 person you follow');
      act(() => revealedActions.reveal('plain'));
      expect(result.current).toBeUndefined();
    });

    it('changes nothing for a stranger’s report, nor without a circle', () => {
      const { result } = renderHook(() => useContentWarning(plain));
      act(() => reportsActions.received([report(FRIEND)]));
      expect(result.current).toBeUndefined();
      act(() => signedIn());
      expect(result.current).toBe('Reported as nudity by 1 person you follow');
      act(() => trustActions.known(VIEWER, { follows: new Set([VIEWER]), circle: new Set([VIEWER]) }));
      expect(result.current).toBeUndefined();
      act(() => reportsActions.received([report(STRANGER)]));
      expect(result.current).toBeUndefined();
    });

    it('speaks of the site’s circle to a visitor, and puts the report before the post’s own warning', () => {
      trustActions.started('root:site');
      trustActions.known('root:site', { follows: new Set([FRIEND]), circle: new Set([FRIEND]) });
      reportsActions.received([report(FRIEND, 'spam')]);
      const { result } = renderHook(() => useContentWarning(warned));
      expect(result.current).toBe('Reported as spam by 1 person in this site’s circle · Spiders');
      act(() => settingsActions.change({ blurWarnings: false }));
      expect(result.current).toBeUndefined();
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { revealedActions, useRevealedStore } from './revealed-store';

describe('revealed store', () => {
  beforeEach(() => revealedActions.reset());

  it('remembers each item shown, by key, and nothing else', () => {
    expect(useRevealedStore.getState().keys.size).toBe(0);
    revealedActions.reveal('a');
    revealedActions.reveal('b');
    expect([...useRevealedStore.getState().keys]).toEqual(['a', 'b']);
    expect(useRevealedStore.getState().keys.has('c')).toBe(false);
  });

  it('changes nothing when an item is shown twice, so its views do not render again', () => {
    revealedActions.reveal('a');
    const before = useRevealedStore.getState();
    revealedActions.reveal('a');
    expect(useRevealedStore.getState()).toBe(before);
  });

  it('forgets everything on reset', () => {
    revealedActions.reveal('a');
    revealedActions.reset();
    expect(useRevealedStore.getState().keys.size).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { appUpdateActions, useAppUpdateStore } from './app-update-store';

describe('app update store', () => {
  it('offers a waiting version with the way to apply it, and hides the offer when dismissed', () => {
    const apply = vi.fn();
    appUpdateActions.offer(apply);
    expect(useAppUpdateStore.getState()).toMatchObject({ waiting: true, apply });
    appUpdateActions.dismiss();
    expect(useAppUpdateStore.getState().waiting).toBe(false);
    expect(apply).not.toHaveBeenCalled();
  });
});

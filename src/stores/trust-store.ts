/**
 * The visitor's trust circle as plain data (docs/content-rules.md, Trust circle): whose
 * it is, what of it is known so far, and whether it is still being gathered. It changes
 * only through `trustActions`; trust-circle-sync.ts builds it.
 */
import { create } from 'zustand';
import type { TrustCircle, TrustLevel } from '../core/trust';

export interface TrustState {
  /** The circle's root: the signed-in user's key or the deployment's trust root; undefined when there is none. */
  root: string | undefined;
  /** What is known of the circle; undefined until the first of it is (a kept copy, or the root's follows). */
  circle: TrustCircle | undefined;
  /** Follow lists are still being fetched: the circle may yet grow. */
  gathering: boolean;
  /**
   * The level the open address requires, whatever the visitor chose: a circle wall
   * (docs/views-and-keys.md, The wall) admits the circle only, and nothing without one.
   */
  required?: TrustLevel;
}

const noCircle: TrustState = { root: undefined, circle: undefined, gathering: false };

export const useTrustStore = create<TrustState>()(() => noCircle);

/** Changes for a root other than the current one come from a build since replaced, and change nothing. */
function forRoot(root: string, change: Partial<TrustState>): void {
  if (useTrustStore.getState().root === root) useTrustStore.setState(change);
}

export const trustActions = {
  /** A new root: nothing of its circle is known yet. */
  started(root: string): void {
    useTrustStore.setState({ root, circle: undefined, gathering: true });
  },
  known(root: string, circle: TrustCircle): void {
    forRoot(root, { circle });
  },
  gathered(root: string): void {
    forRoot(root, { gathering: false });
  },
  /** No root: every feed shows everyone. */
  cleared(): void {
    useTrustStore.setState({ ...noCircle, required: useTrustStore.getState().required });
  },
  /** The open address requires this level, or no longer requires any. */
  require(level: TrustLevel | undefined): void {
    if (useTrustStore.getState().required !== level) useTrustStore.setState({ required: level });
  },
};

/**
 * Content-warned media the viewer has chosen to see (docs/content-rules.md, Content
 * warnings), by item key: shown sharp in every view for the rest of the visit. Kept in
 * memory only, so a reload blurs them again.
 */
import { create } from 'zustand';

export interface RevealedState {
  keys: ReadonlySet<string>;
}

const initial: RevealedState = { keys: new Set() };

export const useRevealedStore = create<RevealedState>()(() => initial);

export const revealedActions = {
  /** The viewer pressed "Show" on this item. */
  reveal(itemKey: string): void {
    const { keys } = useRevealedStore.getState();
    if (!keys.has(itemKey)) useRevealedStore.setState({ keys: new Set(keys).add(itemKey) });
  },
  /** Everything blurred again, as on a new visit. */
  reset(): void {
    useRevealedStore.setState(initial, true);
  },
};

/**
 * Mutes kept on this device (docs/session-and-actions.md, Muting): read when the module
 * loads, so the first feed already leaves them out, and written back on every change
 * through `localMutesActions`.
 */
import { create } from 'zustand';
import { addLocalMute, parseLocalMutes, removeLocalMute, serializeLocalMutes, type LocalMutes } from '../core/trust';
import type { MuteEntry } from '../core/trust';

export const LOCAL_MUTES_KEY = 'diorama-local-mutes';

/** Storage that is missing, disabled or throwing (even on being looked up) reads as empty. */
function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCAL_MUTES_KEY);
  } catch {
    return null;
  }
}

function writeStored(mutes: LocalMutes): void {
  try {
    localStorage.setItem(LOCAL_MUTES_KEY, serializeLocalMutes(mutes));
  } catch {
    // Without storage the mutes last as long as the page.
  }
}

export const useLocalMutes = create<LocalMutes>()(() => parseLocalMutes(readStored()));

function change(next: LocalMutes): void {
  if (next === useLocalMutes.getState()) return;
  useLocalMutes.setState(next, true);
  writeStored(next);
}

export const localMutesActions = {
  add(entry: MuteEntry): void {
    change(addLocalMute(useLocalMutes.getState(), entry));
  },
  remove(entry: MuteEntry): void {
    change(removeLocalMute(useLocalMutes.getState(), entry));
  },
  /** Read again from storage, as a reload would. */
  reload(): void {
    useLocalMutes.setState(parseLocalMutes(readStored()), true);
  },
};

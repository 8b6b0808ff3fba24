/**
 * The state of muting from the scroll view (docs/session-and-actions.md, Muting): whether
 * a mute list is being published, and what the last mute has to say. Plain data only.
 */
import { create } from 'zustand';
import type { MuteEntry } from '../core/trust';
import type { MediaItem } from '../core/types';

/** A mute kept on this device, and the pictures it took out of the feed, for "Undo". */
export interface DeviceMuteUndo {
  entry: MuteEntry;
  feedKey: string | undefined;
  items: readonly MediaItem[];
}

export interface MuteNotice {
  text: string;
  /** Only a mute kept on this device can be taken back at no cost. */
  undo?: DeviceMuteUndo;
}

export interface MuteActionState {
  /** A new mute list is being published; another mute waits until it is done. */
  working: boolean;
  notice: MuteNotice | undefined;
}

const initial: MuteActionState = { working: false, notice: undefined };

export const useMuteAction = create<MuteActionState>()(() => initial);

export const muteActionState = {
  setWorking(working: boolean): void {
    useMuteAction.setState({ working });
  },
  setNotice(notice: MuteNotice | undefined): void {
    useMuteAction.setState({ notice });
  },
  reset(): void {
    useMuteAction.setState(initial, true);
  },
};

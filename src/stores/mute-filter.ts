/**
 * What every feed hides (docs/session-and-actions.md, Muting): the signed-in user's mute
 * list and this device's mutes together. The feed store's hidden rule follows both stores
 * from `startMuteFilter` on; the app starts it before the first feed opens, so mutes kept
 * on this device apply to the first pictures of a visit.
 */
import { isEmptyMuteList, isMutedItem, localMuteList, type LocalMutes, type MuteList } from '../core/trust';
import type { MediaItem } from '../core/types';
import { feedActions } from './feed-store';
import { useLocalMutes } from './local-mutes-store';
import { useSessionStore } from './session-store';

/** The rule that hides what either list mutes; undefined when neither mutes anything. */
export function hiddenByMutes(listMutes: MuteList, local: LocalMutes): ((item: MediaItem) => boolean) | undefined {
  const lists = [listMutes, localMuteList(local)].filter((mutes) => !isEmptyMuteList(mutes));
  if (lists.length === 0) return undefined;
  return (item) => lists.some((mutes) => isMutedItem(item, mutes));
}

/** Applies both lists to the feed now and on every change of either; the returned function stops. */
export function startMuteFilter(): () => void {
  let listMutes = useSessionStore.getState().mutes;
  let local = useLocalMutes.getState();
  const apply = (): void => feedActions.setHidden(hiddenByMutes(listMutes, local));
  apply();
  const stopSession = useSessionStore.subscribe((state) => {
    if (state.mutes === listMutes) return;
    listMutes = state.mutes;
    apply();
  });
  const stopLocal = useLocalMutes.subscribe((state) => {
    if (state === local) return;
    local = state;
    apply();
  });
  return () => {
    stopSession();
    stopLocal();
  };
}

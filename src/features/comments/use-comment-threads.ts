import { useMemo } from 'react';
import { arrangeThreads, commentLeftOut, type CommentThread } from '../../core/social';
import { localMuteList } from '../../core/trust';
import type { NostrEvent } from '../../core/types';
import { useCommentsStore } from '../../stores/comments-store';
import { useLocalMutes } from '../../stores/local-mutes-store';
import { useSessionStore } from '../../stores/session-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useTrustStore } from '../../stores/trust-store';

const NONE: Readonly<Record<string, NostrEvent>> = {};

/**
 * The post's comments as threads, in the order chosen, without what the user's mute list
 * or this device mutes nor, at a narrower "Show media from", people outside the trust
 * circle (docs/content-rules.md, Comments). Arranged again only when one of those changes.
 */
export function useCommentThreads(post: NostrEvent): CommentThread[] {
  const events = useCommentsStore((state) => (state.postId === post.id ? state.events : NONE));
  const newestFirst = useCommentsStore((state) => state.order === 'newest');
  const listMutes = useSessionStore((state) => state.mutes);
  const user = useSessionStore((state) => state.pubkey);
  const localMutes = useLocalMutes();
  const level = useSettingsStore((state) => state.trust);
  const circle = useTrustStore((state) => state.circle);
  return useMemo(() => {
    const always = user ? [post.pubkey, user] : [post.pubkey];
    const leftOut = commentLeftOut({ mutes: [listMutes, localMuteList(localMutes)], level, circle, always });
    return arrangeThreads(Object.values(events), post, { newestFirst, leftOut });
  }, [events, post, newestFirst, listMutes, localMutes, level, circle, user]);
}

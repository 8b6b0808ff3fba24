/**
 * Whose comments a panel shows (docs/content-rules.md, Comments): none from an author or
 * of a post the user's mute list or this device mutes, and at a narrower "Show media
 * from" level only people of the trust circle, as in the feeds. The signed-in user and
 * the post's author are always heard in their own conversation.
 */
import type { NostrEvent } from '../types';
import { isEmptyMuteList, isMutedEvent, type MuteList } from '../trust/mute-list';
import { admitsAuthor, type TrustCircle } from '../trust/trust-circle';
import type { TrustLevel } from '../trust/trust-circle';

export interface CommentAudience {
  /** The user's mute list and this device's mutes. */
  mutes: readonly MuteList[];
  level: TrustLevel;
  /** What is known of the circle; undefined admits everyone, as admitsAuthor does. */
  circle: TrustCircle | undefined;
  /** Shown whoever they are: the signed-in user, the post's author. */
  always: readonly string[];
}

/** The rule that leaves a comment out, or undefined when every comment is shown. */
export function commentLeftOut(audience: CommentAudience): ((event: NostrEvent) => boolean) | undefined {
  const mutes = audience.mutes.filter((list) => !isEmptyMuteList(list));
  const narrowed = audience.level !== 'everyone' && audience.circle !== undefined;
  if (mutes.length === 0 && !narrowed) return undefined;
  const always = new Set(audience.always);
  return (event) => {
    if (mutes.some((list) => isMutedEvent(event, list))) return true;
    return !always.has(event.pubkey) && !admitsAuthor(audience.level, audience.circle, event.pubkey);
  };
}

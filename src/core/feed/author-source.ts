/**
 * Whose posts a gallery shows (docs/routes-and-filters.md and docs/data-and-requests.md): anyone (tag, topic and global
 * feeds), the authors named in the address, the signed-in user's follows, a people
 * list, or the posts of a set. A topic always means its tags, whatever else the address names.
 */
import { npubToHex } from '../events/npub';
import type { Settings } from '../types';

export type AuthorSource =
  | { kind: 'anyone' }
  | { kind: 'npubs'; keys: string[] }
  | { kind: 'follows' }
  | { kind: 'list'; ref: string }
  /** The posts a picture or video set names, whoever wrote them (docs/content-rules.md, Media sets). */
  | { kind: 'set'; ref: string }
  /** A wall of approved posts: the entries of its moderators' sets (docs/views-and-keys.md, The wall). */
  | { kind: 'approved'; refs: string[] };

export function authorSource(settings: Pick<Settings, 'tags' | 'npubs' | 'topic' | 'list' | 'set' | 'follows' | 'admit'>): AuthorSource {
  // A wall's admission narrows its hashtags or topic to a list's people or to approved posts.
  if (settings.admit?.kind === 'list') return { kind: 'list', ref: settings.admit.list };
  if (settings.admit?.kind === 'approved') return { kind: 'approved', refs: settings.admit.sets };
  if (settings.topic !== undefined) return { kind: 'anyone' };
  if (settings.follows) return { kind: 'follows' };
  if (settings.list) return { kind: 'list', ref: settings.list };
  if (settings.set) return { kind: 'set', ref: settings.set };
  if (settings.tags.length > 0) return { kind: 'anyone' };
  const keys = settings.npubs.map(npubToHex).filter((key): key is string => key !== undefined);
  return keys.length > 0 ? { kind: 'npubs', keys } : { kind: 'anyone' };
}

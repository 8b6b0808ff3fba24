import { VerifiedNip05 } from '../../components/verified-nip05';
import { postDate } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { useNip05 } from '../../hooks/use-nip05';
import { useProfile } from '../../hooks/use-profile';

/**
 * The details' first lines: the author, their NIP-05 address only once its
 * document names their key (docs/content-rules.md; an unchecked or false address is not
 * shown), and the post's date. Busy while the address is being checked.
 */
export function PostByline({ item, authorName }: { item: MediaItem; authorName: string }) {
  const profile = useProfile(item.authorId);
  const check = useNip05(item.authorId, profile?.nip05);
  const date = postDate(item.timestamp);
  return (
    <div className="info-panel__byline" aria-busy={check?.status === 'checking'}>
      {/* Short: on a phone the opened details must stay clear of the actions above them. */}
      <p className="info-panel__heading">
        <span className="info-panel__author">{authorName}</span>
        {date && (
          <time className="info-panel__date" dateTime={date.iso} title={date.full}>
            {date.label}
          </time>
        )}
      </p>
      <VerifiedNip05 check={check} className="info-panel__nip05" />
    </div>
  );
}

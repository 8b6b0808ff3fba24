import { useState } from 'react';
import { AuthorBadge } from '../../components/author-badge';
import { proxiedAvatarUrl } from '../../core/media';
import { hexToNpub, STARTER_PACK_KIND } from '../../core/events';
import { listTitle } from '../../core/sets';
import type { PeopleList } from '../../core/types';
import { useImageProxy } from '../../hooks/use-image-proxy';
import type { FollowAllResult } from '../../stores/follow-action';
import { AuthorAbout } from './author-about';
import { FollowAllButton } from './follow-all-button';
import { ListHeaderRoom } from './list-header-room';
import './list-header.css';

/** What the header says after a press of Follow all; the login dialog speaks for a refused one. */
function outcomeText(result: FollowAllResult | 'working' | undefined): string {
  if (result === undefined) return '';
  if (result === 'working') return 'Following everyone on this list…';
  switch (result.status) {
    case 'followed':
      return `Now following ${result.added === 1 ? 'one more person' : `${result.added} more people`}.`;
    case 'following-all':
      return 'You follow everyone on this list already.';
    case 'not-ready':
      return 'Your follow list is still loading. Try again in a moment.';
    case 'failed':
      return 'Could not update your follows. Try again.';
    case 'unreadable':
      return result.message;
    case 'refused':
      return '';
  }
}

function peopleCount(count: number): string {
  return count === 1 ? '1 person' : `${count.toLocaleString('en')} people`;
}

/**
 * docs/views-and-keys.md, Grid view: a list route's header under the search box, which
 * names the list: who made it (their gallery), how many people it has, its description as
 * plain text, its picture, and Follow all. Its room is kept until the list has arrived; a
 * long description is one line until the reader asks for the rest.
 */
export function ListHeader({ list }: { list: PeopleList | undefined }) {
  const cover = proxiedAvatarUrl(list?.image, useImageProxy());
  const [outcome, setOutcome] = useState<FollowAllResult | 'working'>();
  if (!list) return <ListHeaderRoom />;
  const npub = hexToNpub(list.pubkey);
  return (
    <section className="list-header" aria-label={listTitle(list)}>
      {cover && <img className="list-header__cover" src={cover} alt="" width={56} height={56} referrerPolicy="no-referrer" />}
      <div className="list-header__main">
        <p className="list-header__by">
          <span className="list-header__kind">{list.kind === STARTER_PACK_KIND ? 'Starter pack by' : 'People list by'}</span>
          {npub && <AuthorBadge pubkey={list.pubkey} npub={npub} />}
          <span className="list-header__count">· {peopleCount(list.people.length)}</span>
        </p>
        {list.description && (
          <div className="list-header__about">
            <AuthorAbout about={list.description} />
          </div>
        )}
        <p className="list-header__status" role="status">
          {outcomeText(outcome)}
        </p>
      </div>
      {list.people.length > 0 && (
        <FollowAllButton people={list.people} pressed={outcome === 'working'} onPress={() => setOutcome('working')} onDone={setOutcome} />
      )}
    </section>
  );
}

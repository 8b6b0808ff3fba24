import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { externalNoteLink } from '../../core/publish-relays';
import { tagPath } from '../../core/route';
import type { MediaItem } from '../../core/types';
import { seenOn } from '../../nostr/seen-on';
import { PostByline } from './post-byline';
import { ShareLinks } from './share-links';

/** docs/views-and-keys.md, Scroll view: author, text, tags and a link to the note, behind a chevron; issue 21 adds the date and the checked NIP-05. */
export function InfoPanel({ item, authorName }: { item: MediaItem; authorName: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className={open ? 'info-panel is-open' : 'info-panel'}>
      <button
        type="button"
        className="info-panel__toggle"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={open ? 'Hide details' : 'Show details'}
        title={open ? 'Hide details' : 'Show details'}
        onClick={() => setOpen(!open)}
      >
        {open ? '⌄' : '⌃'}
      </button>
      {open && (
        <div id={panel} className="info-panel__body">
          <PostByline item={item} authorName={authorName} />
          {item.content && <p className="info-panel__text">{item.content}</p>}
          {item.tags.length > 0 && (
            <p className="info-panel__tags">
              {/* Each hashtag leads to its own gallery (issue 21). */}
              {item.tags.map((tag) => (
                <Link key={tag} to={tagPath(tag)}>
                  #{tag}
                </Link>
              ))}
            </p>
          )}
          {/* A nevent with a relay and the author, so the viewer can find the post (NIP-19). */}
          <a href={externalNoteLink(item.post, seenOn(item.noteId))} target="_blank" rel="noopener noreferrer">
            Open the note
          </a>
          <ShareLinks item={item} />
        </div>
      )}
    </div>
  );
}

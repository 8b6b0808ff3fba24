import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { externalNoteLink } from '../../core/relays';
import { tagPath } from '../../core/routes';
import type { MediaItem } from '../../core/types';
import { seenOn } from '../../nostr/seen-on';
import { CountDetails } from '../counts';
import { AddToSetButton } from './add-to-set-button';
import { MuteButtons } from './mute-buttons';
import { PostByline } from './post-byline';
import { ShareLinks } from './share-links';

export interface InfoPanelProps {
  item: MediaItem;
  authorName: string;
  /** The full-size file, without the image proxy. */
  originalUrl: string;
}

/**
 * docs/views-and-keys.md, Scroll view: author, date, checked NIP-05, text, the picture's
 * description, tags, the reactions and top zappers (docs/views-and-keys.md, Counts),
 * links to the note and to the original file, "Add to set" (docs/session-and-actions.md,
 * Sets) and muting (docs/session-and-actions.md, Muting), behind a chevron.
 */
export function InfoPanel({ item, authorName, originalUrl }: InfoPanelProps) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  // The alt text (NIP-92 imeta `alt`, core/media/alt-text.ts), unless it only repeats the text.
  const description = item.alt?.trim();
  const ownDescription = description && description !== item.content.trim() ? description : undefined;
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
          {ownDescription && (
            <dl className="info-panel__alt">
              <dt>Description</dt>
              <dd>{ownDescription}</dd>
            </dl>
          )}
          {item.tags.length > 0 && (
            <p className="info-panel__tags">
              {/* Each hashtag leads to its own gallery. */}
              {item.tags.map((tag) => (
                <Link key={tag} to={tagPath(tag)}>
                  #{tag}
                </Link>
              ))}
            </p>
          )}
          <CountDetails postId={item.noteId} />
          <p className="info-panel__links">
            {/* A nevent with a relay and the author, so the viewer can find the post (NIP-19). */}
            <a href={externalNoteLink(item.post, seenOn(item.noteId))} target="_blank" rel="noopener noreferrer">
              Open the note
            </a>
            <a href={originalUrl} target="_blank" rel="noopener noreferrer">
              {item.type === 'video' ? 'Open the video file' : 'Open original'}
            </a>
          </p>
          <ShareLinks item={item} />
          <AddToSetButton item={item} />
          <MuteButtons item={item} />
        </div>
      )}
    </div>
  );
}

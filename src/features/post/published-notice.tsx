import { Link } from 'react-router-dom';
import { hexToNpub } from '../../core/events';
import { tagPath } from '../../core/routes';
import { postingActions } from '../../stores/posting-store';

/** After publishing (docs/posting.md, Shown at once): where the post already shows, and a fresh form. */
export function PublishedNotice({ owner, hashtags }: { owner: string; hashtags: readonly string[] }) {
  const npub = hexToNpub(owner);
  return (
    <section className="post-published" aria-labelledby="post-published-title">
      <h2 id="post-published-title" role="status">
        Your post is published.
      </h2>
      <ul className="post-published__links">
        {npub && (
          <li>
            <Link to={`/p/${npub}`}>See it among your pictures</Link>
          </li>
        )}
        {hashtags.map((tag) => (
          <li key={tag}>
            <Link to={tagPath(tag)}>#{tag}</Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => postingActions.reset(owner)}>
        Write another post
      </button>
    </section>
  );
}

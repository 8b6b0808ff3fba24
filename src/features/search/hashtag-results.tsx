import { Link } from 'react-router-dom';

export interface HashtagResultsProps {
  heading: 'Hashtags' | 'Popular Hashtags';
  tags: readonly string[];
  onChoose(): void;
}

export function HashtagResults({ heading, tags, onChoose }: HashtagResultsProps) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="search-hashtags">
      <h2 id="search-hashtags">{heading}</h2>
      <ul className="search-results__tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={`/tags/${encodeURIComponent(tag)}`} onClick={onChoose}>
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { matchHashtags, matchTopics } from '../../core/search-match';
import { VISIBLE_HASHTAGS } from '../../core/reference-data';
import { PeopleResults } from './people-results';
import { UserListResults } from './user-list-results';

/** SPEC.md section 2: Topics, Hashtags (or Popular Hashtags), People, Your lists. */
export function SearchResults({ query, onChoose }: { query: string; onChoose(): void }) {
  const topics = matchTopics(query);
  const hashtags = matchHashtags(query);
  const popular = hashtags.length === 0;
  return (
    <div className="search-results">
      {topics.length > 0 && (
        <section aria-labelledby="search-topics">
          <h2 id="search-topics">Topics</h2>
          <ul>
            {topics.map((topic) => (
              <li key={topic.key}>
                <Link to={`/topic/${topic.key}`} onClick={onChoose}>
                  {topic.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="search-hashtags">
        <h2 id="search-hashtags">{popular ? 'Popular Hashtags' : 'Hashtags'}</h2>
        <ul className="search-results__tags">
          {(popular ? VISIBLE_HASHTAGS : hashtags).map((tag) => (
            <li key={tag}>
              <Link to={`/tags/${encodeURIComponent(tag)}`} onClick={onChoose}>
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <PeopleResults query={query} onChoose={onChoose} />
      <UserListResults onChoose={onChoose} />
    </div>
  );
}

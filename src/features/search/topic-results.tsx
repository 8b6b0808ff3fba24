import { Link } from 'react-router-dom';
import type { Topic } from '../../core/types';

export function TopicResults({ topics, onChoose }: { topics: readonly Topic[]; onChoose(): void }) {
  if (topics.length === 0) return null;
  return (
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
  );
}

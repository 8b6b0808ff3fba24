import { Fragment, type ReactNode } from 'react';
import { relayFromText } from '../../core/relays';
import { planSearch, type SearchSection } from '../../core/search';
import type { Settings } from '../../core/types';
import { HashtagResults } from './hashtag-results';
import { PeopleResults } from './people-results';
import { PictureSearchResult } from './picture-search-result';
import { RelayResult } from './relay-result';
import { TopicResults } from './topic-results';
import { usePeopleSearch } from './use-people-search';
import { UserListResults } from './user-list-results';

/**
 * docs/views-and-keys.md, Search: Topics, Hashtags (or Popular Hashtags), People, Your lists; People
 * first when a person's exact name was typed (the order is decided in core/search/search-plan.ts). A
 * relay's address leads to that relay's pictures alone: it is no word to search for. Above
 * them all, the pictures matching the words (a NIP-50 search of media posts).
 */
export function SearchResults({ query, settings, onChoose }: { query: string; settings: Settings; onChoose(): void }) {
  const relay = relayFromText(query);
  const found = usePeopleSearch(relay ? '' : query);
  if (relay) {
    return (
      <div className="search-results">
        <RelayResult relay={relay} onChoose={onChoose} />
      </div>
    );
  }
  const plan = planSearch(query, found);
  const sections: Record<SearchSection, ReactNode> = {
    topics: <TopicResults topics={plan.topics} onChoose={onChoose} />,
    hashtags: <HashtagResults heading={plan.hashtagHeading} tags={plan.hashtags} onChoose={onChoose} />,
    people: plan.searchPeople ? <PeopleResults people={plan.people} onChoose={onChoose} /> : null,
    lists: <UserListResults onChoose={onChoose} />,
  };
  return (
    <div className="search-results">
      <PictureSearchResult query={query} settings={settings} onChoose={onChoose} />
      {plan.order.map((section) => (
        <Fragment key={section}>{sections[section]}</Fragment>
      ))}
    </div>
  );
}

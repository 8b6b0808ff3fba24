/**
 * The search domain's face (docs/architecture.md, The map): the search box's suggestions and
 * results. What the rest of the app uses of it; the build imports each name from its file.
 */
export { shouldSearchPeople } from './search-match';
export { planSearch, type SearchSection } from './search-plan';

export { shouldSearchPeople } from './search-match';
export { planSearch, type SearchSection } from './search-plan';

/**
 * Search's public entry for other features (docs/architecture.md, Import rules): the
 * header's field; its panel and results load when opened.
 */
export { SearchHeader } from './search-header';

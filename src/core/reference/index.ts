/**
 * The reference domain's face (docs/architecture.md, The map): the product's reference data:
 * default hashtags, topics, blocked and adult lists. What the rest of the app uses of it; the
 * build imports each name from its file.
 */
export { BLACKLISTED_RELAYS, getTopic, VISIBLE_HASHTAGS } from './reference-data';

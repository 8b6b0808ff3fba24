export { BLACKLISTED_RELAYS, getTopic, VISIBLE_HASHTAGS } from './reference-data';

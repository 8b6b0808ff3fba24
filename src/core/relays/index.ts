/**
 * The relays domain's face (docs/architecture.md, The map): relay addresses, lists (NIP-65),
 * information documents (NIP-11), health. What the rest of the app uses of it; the build
 * imports each name from its file.
 */
export { parseBlockedRelays } from './blocked-relays';
export { externalNoteLink, publishRelays } from './publish-relays';
export { relayToAdd } from './relay-address';
export { type RelayConnection, relayHealth, type RelayHealth } from './relay-health';
export { parseRelayInfo, type RelayInfoAnswer, relayInfoUrl, searchSupport, type SearchSupport } from './relay-info';
export { addableRelayUrl, parseRelayList, readRelays, writeRelays } from './relay-list';
export { retryDelayMs } from './relay-retry';
export { relayFromText, relayLabel, relaySegment } from './relay-route';

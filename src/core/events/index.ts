/**
 * The events domain's face (docs/architecture.md, The map): the protocol's data: kinds, an
 * event's shape, id and signature, NIP-19, keys, reposts, filters matched. What the rest of
 * the app uses of it; the build imports each name from its file.
 */
export { encodeHexKey } from './bech32-key';
export { isValidEventShape } from './event-shape';
export { createSignatureChecker, eventIdMatches, warmSignatureChecker } from './event-signature';
export { gatherChecks } from './gathered-checks';
export {
  BLOCKED_RELAYS_KIND,
  BLOSSOM_SERVER_LIST_KIND,
  BOOKMARKS_KIND,
  FILE_SERVER_LIST_KIND,
  FOLLOW_LIST_KIND,
  MEDIA_SET_KINDS,
  MUTE_LIST_KIND,
  PEOPLE_LIST_KINDS,
  PICTURE_SET_KIND,
  PROFILE_KIND,
  RATES_KIND,
  REACTION_KIND,
  RELAY_LIST_KIND,
  REPOST_KINDS,
  STARTER_PACK_KIND,
  VIDEO_SET_KIND,
  WALLET_INFO_KIND,
  WALLET_REQUEST_KIND,
  WALLET_RESPONSE_KIND,
  ZAP_RECEIPT_KIND,
} from './kinds';
export { type EventPointer, naddrEncode } from './nip19';
export { hexToNpub, npubToHex } from './npub';
export { isPublicKey } from './public-key';
export { eventMessageOf, parseRelayMessage } from './relay-message';
export { embeddedEvent } from './repost';
export { matchesSearchWords } from './search-words';
export { createSignatureSampling } from './signature-sampling';

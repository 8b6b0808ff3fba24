/**
 * The identity domain's face (docs/architecture.md, The map): who the user is: NIP-05, NIP-46,
 * the login field, the stored session, profiles. What the rest of the app uses of it; the
 * build imports each name from its file.
 */
export { classifyLoginInput, LOGIN_INPUT_HINT } from './login-input';
export {
  type Nip05Identifier,
  nip05Label,
  type Nip05Resolution,
  nip05Url,
  parseBunkerInput,
  parseNip05Identifier,
  resolveNip05,
} from './nip05';
export { openRemoteSession } from './nip46';
export { displayName, profileFromEvent, toProfile } from './profile';
export {
  type LoginMethod,
  parseStoredRelayList,
  parseStoredRelayUrls,
  parseStoredSession,
  RELAY_LIST_KEY,
  type SealedSecret,
  serializeSession,
  SESSION_KEY,
  type StoredSession,
} from './stored-session';

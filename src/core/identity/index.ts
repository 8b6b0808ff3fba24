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

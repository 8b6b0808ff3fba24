import { nip44 } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import type { TestUser } from './session-helpers';

/**
 * A NIP-51 list's private entries as another client writes them: the tags as JSON,
 * encrypted to the user's own key with NIP-44. The app must keep it byte for byte.
 */
export function privatePart(user: TestUser, tags: string[][]): string {
  const key = nip44.getConversationKey(hexToBytes(user.secretKeyHex), user.pubkey);
  return nip44.encrypt(JSON.stringify(tags), key);
}

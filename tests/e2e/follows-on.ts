import { query } from '../support/relay-client';

/** The newest contact list (kind 3) of `pubkey` on the relay: the people it follows. */
export async function followsOn(relayUrl: string, pubkey: string): Promise<string[]> {
  const { events } = await query(relayUrl, { kinds: [3], authors: [pubkey] });
  const newest = events.sort((a, b) => b.created_at - a.created_at)[0];
  return newest?.tags.filter((tag) => tag[0] === 'p').map((tag) => tag[1] ?? '') ?? [];
}

/**
 * What a wall says of the sets in its address it cannot read (docs/views-and-keys.md, The
 * wall): an address that decodes as a set's, whose author key is no public key, names a
 * set nobody can have signed. The wall runs on the others and names these, by their place
 * in the address and a shortened address, so whoever set the screen up can mend it.
 */

/** `naddr1qvzqqq…k2x7lq`: enough of an address to find it in the wall's own. */
export function shortAddress(ref: string): string {
  return ref.length <= 22 ? ref : `${ref.slice(0, 14)}…${ref.slice(-6)}`;
}

/** The note for the sets of `refs` (the address's, in order) that are `unreadable`; undefined when none is. */
export function unreadableSetsNote(refs: readonly string[], unreadable: readonly string[]): string | undefined {
  const bad = new Set(unreadable);
  const places = refs.flatMap((ref, index) => (bad.has(ref) ? [`${index + 1} (${shortAddress(ref)})`] : []));
  if (places.length === 0) return undefined;
  if (places.length === 1) {
    return `This wall could not read set ${places[0]} of the ${refs.length} in its address: its author key is not a valid key. It shows the others.`;
  }
  const which = `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
  return `This wall could not read sets ${which} of the ${refs.length} in its address: their author keys are not valid keys. It shows the others.`;
}

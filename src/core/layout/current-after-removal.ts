/**
 * The scroll view's current item once the feed has lost it (docs/views-and-keys.md,
 * Scroll view): a picture muted, hidden or found badly signed while on screen gives way
 * to the one that followed it, or, with none left after it, to the one before. While the
 * current item is still in the feed its index is left as it is: whoever moved it (a
 * linked post put first) also says which item is current.
 */
export function currentAfterRemoval<T extends { key: string }>(before: readonly T[], current: number, after: readonly T[]): number {
  const shown = before[current];
  // No item of the old feed was current (the address named one not loaded yet): nothing to follow.
  if (!shown || after.length === 0 || after[current]?.key === shown.key) return current;
  const positions = new Map(after.map((item, index) => [item.key, index]));
  if (positions.has(shown.key)) return current;
  for (let index = current + 1; index < before.length; index++) {
    const found = positions.get(before[index]?.key ?? '');
    if (found !== undefined) return found;
  }
  for (let index = current - 1; index >= 0; index--) {
    const found = positions.get(before[index]?.key ?? '');
    if (found !== undefined) return found;
  }
  return Math.min(current, after.length - 1);
}

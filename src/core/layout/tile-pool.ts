/**
 * The grid's pool of tile elements. A long feed shows a few dozen tiles at a time out of
 * thousands; creating a tile for each picture that scrolls in, and discarding it when it
 * scrolls out, would make thousands of elements for the browser's garbage collector,
 * whose pauses stall scrolling. Instead each tile is a slot: a slot whose
 * picture leaves the window is hidden, keeping its content, and the next picture to come
 * in takes it over. A fast fling would still ask for sixty new pictures at once, so a
 * step fills at most `budget` slots, those in the viewport first, and says whether more
 * are waiting for the next frame.
 */
export interface PoolSlot {
  key: string;
  shown: boolean;
}

export interface PoolStep {
  slots: readonly PoolSlot[];
  /** Wanted keys that did not fit this step's budget. */
  pending: boolean;
}

/** `wanted`: the keys the window should show, the most urgent first. */
export type TilePool = (wanted: readonly string[], budget: number) => PoolStep;

export function createTilePool(): TilePool {
  let slots: PoolSlot[] = [];
  return (wanted, budget) => {
    const wantedSet = new Set(wanted);
    const next = slots.map((slot) => ({ key: slot.key, shown: wantedSet.has(slot.key) }));
    const showing = new Set(next.filter((slot) => slot.shown).map((slot) => slot.key));
    const free = next.flatMap((slot, index) => (slot.shown ? [] : [index])).reverse();
    let filled = 0;
    let pending = false;
    for (const key of wanted) {
      if (showing.has(key)) continue;
      if (filled === budget) {
        pending = true;
        break;
      }
      const index = free.pop() ?? next.length;
      next[index] = { key, shown: true };
      showing.add(key);
      filled++;
    }
    slots = next;
    return { slots, pending };
  };
}

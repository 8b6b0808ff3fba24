/**
 * Counts as the views show them (docs/views-and-keys.md, Counts): 999, 1.2k, 12k, 1.2M.
 * Rounded down, so a count is never shown larger than it is.
 */
const UNITS: readonly [number, string][] = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'k'],
];

export function compactCount(count: number): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  for (const [size, unit] of UNITS) {
    if (whole < size) continue;
    // One decimal below 100 of a unit (1.2k, 12.5k), none above (125k); the tenths are
    // divided out of whole numbers, where floating point cannot land a hair below.
    const shown = whole < 100 * size ? Math.floor((whole * 10) / size) / 10 : Math.floor(whole / size);
    return `${shown}${unit}`;
  }
  return String(whole);
}

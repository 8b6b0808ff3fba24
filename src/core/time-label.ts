/** SPEC.md section 9: now under 10 s, then s, m, h, d, M (30 days), Y (365 days). */
const UNITS: readonly [number, string][] = [
  [365 * 86_400, 'Y'],
  [30 * 86_400, 'M'],
  [86_400, 'd'],
  [3600, 'h'],
  [60, 'm'],
  [1, 's'],
];

export function timeLabel(thenSeconds: number, nowSeconds: number): string {
  const age = Math.floor(nowSeconds - thenSeconds);
  if (!Number.isFinite(age) || age < 10) return 'now';
  for (const [size, unit] of UNITS) {
    if (age >= size) return `${Math.floor(age / size)}${unit}`;
  }
  return 'now';
}

/**
 * docs/constants.md, Time labels: now under 10 s, then s, m, h, d, M, Y. A month is
 * counted as 30 days and a year as 365: the label is a rough age, not a calendar.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNITS: readonly (readonly [number, string])[] = [
  [365 * DAY, 'Y'],
  [30 * DAY, 'M'],
  [DAY, 'd'],
  [HOUR, 'h'],
  [MINUTE, 'm'],
  [1, 's'],
];
/** Below this age (seconds) a post is "now" (docs/constants.md, Time labels). */
export const NOW_THRESHOLD_SECONDS = 10;

/**
 * The age of `thenSeconds` at `nowSeconds`, both Unix seconds, in the largest whole unit.
 * Future timestamps (clock skew, or a post dated ahead) and non-numbers read "now"
 * rather than a negative or NaN label.
 */
export function timeLabel(thenSeconds: number, nowSeconds: number): string {
  const age = Math.floor(nowSeconds - thenSeconds);
  if (!Number.isFinite(age) || age < NOW_THRESHOLD_SECONDS) return 'now';
  for (const [size, unit] of UNITS) {
    if (age >= size) return `${Math.floor(age / size)}${unit}`;
  }
  return 'now';
}

/**
 * A post's date for the details panel: the ISO instant for a `<time>` element,
 * the date in the reader's locale and zone, and the date with the time for a tooltip
 * (locale and zone may be given, for tests). A created_at no Date can hold gives nothing.
 */
export function postDate(seconds: number, locale?: string, timeZone?: string): { iso: string; label: string; full: string } | undefined {
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(date.getTime())) return undefined;
  return {
    iso: date.toISOString(),
    label: date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone }),
    full: date.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }),
  };
}

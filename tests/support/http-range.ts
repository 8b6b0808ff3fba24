/**
 * The one HTTP Range form browsers send for media: a single `bytes=` range. Chromium
 * starts every <video> with `bytes=0-` and seeks with `bytes=N-`; without 206 answers
 * it refuses to seek and some builds refuse to play at all.
 */
export type RangeResult = { start: number; end: number } | 'unsatisfiable' | undefined;

/**
 * `undefined` means "ignore the header and send the whole body" (RFC 9110 allows that for
 * malformed or multi-range requests); 'unsatisfiable' means answer 416.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // Suffix form: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

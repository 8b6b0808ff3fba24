/**
 * Blanks a location in a WebM (Matroska) file's tags, in place (docs/posting.md, Videos
 * before upload). Matroska has no box for a position; a file may carry one as a tag, a
 * `SimpleTag` whose `TagName` is such as "RECORDING_LOCATION" (Matroska's tag names) or
 * holds "GPS", its value in the `TagString` or `TagBinary` that follows. The value is
 * zeroed: Matroska lets a string be padded with zeros, so it reads as empty and no size
 * or offset changes. Cameras and phones record MP4 or QuickTime; a WebM is most often a
 * browser's or an editor's, which write no position, so this rarely finds anything.
 */

const TAG_NAME = [0x45, 0xa3];
const TAG_STRING = [0x44, 0x87];
const TAG_BINARY = [0x44, 0x85];
const LOCATION_NAME = /LOCATION|GPS|GEO/i;

/** An EBML variable-length size at `at`: its value and its length in bytes; undefined when unreadable. */
function sizeAt(bytes: Uint8Array, at: number): { value: number; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return { value, length };
}

function idAt(bytes: Uint8Array, at: number, id: readonly number[]): boolean {
  return bytes[at] === id[0] && bytes[at + 1] === id[1];
}

/** Zeroes the value of every location tag; returns the tag names found. `bytes` changes in place. */
export function removeWebmLocation(bytes: Uint8Array): string[] {
  const removed: string[] = [];
  for (let at = 0; at + 3 < bytes.length; at++) {
    if (!idAt(bytes, at, TAG_NAME)) continue;
    const nameSize = sizeAt(bytes, at + 2);
    if (!nameSize || nameSize.value > 256) continue;
    const nameStart = at + 2 + nameSize.length;
    const nameEnd = nameStart + nameSize.value;
    if (nameEnd > bytes.length) continue;
    const name = String.fromCharCode(...bytes.subarray(nameStart, nameEnd)).replace(/\0+$/, '');
    // A TagName is printable text: a match in the middle of video data is not one.
    if (!/^[\x20-\x7e]+$/.test(name) || !LOCATION_NAME.test(name)) continue;
    if (!idAt(bytes, nameEnd, TAG_STRING) && !idAt(bytes, nameEnd, TAG_BINARY)) continue;
    const valueSize = sizeAt(bytes, nameEnd + 2);
    if (!valueSize) continue;
    const valueStart = nameEnd + 2 + valueSize.length;
    bytes.fill(0, valueStart, Math.min(bytes.length, valueStart + valueSize.value));
    removed.push(name);
    at = nameEnd;
  }
  return removed;
}

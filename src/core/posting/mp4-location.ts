/**
 * Removes where a video was filmed from an MP4, QuickTime or 3GPP file, in place, without
 * moving a byte (docs/posting.md, Videos before upload). The file is a tree of boxes
 * (ISO/IEC 14496-12); the media data is found through absolute offsets, so nothing may
 * change length. A location box becomes a `free` box of the same size with its payload
 * zeroed, which every reader skips; a location kept as a QuickTime metadata item (a `keys`
 * name with a value in `ilst`) has its value zeroed, leaving an empty string:
 *
 * - `©xyz`: QuickTime's and Android's ISO 6709 position ("+48.8584+002.2945/");
 * - `loci`: 3GPP's location box (3GPP TS 26.244), longitude, latitude and altitude;
 * - `keys` names holding "location" (`com.apple.quicktime.location.ISO6709`, an iPhone's);
 * - the XMP `uuid` box, which can carry a GPS position as well as anything else.
 */

/** What was found and blanked, for the form; or why the file is not a readable MP4. */
export type LocationScrub = { ok: true; removed: string[] } | { ok: false; reason: string };

/** Boxes whose children are boxes, where location boxes are found. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'meta', 'ilst', 'moof', 'traf']);
/** Boxes a file may start with: `ftyp`, or an old QuickTime file's first atoms. */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);
const LOCATION_BOXES = new Set(['\u00a9xyz', 'loci']);
/** The XMP box's extended type (ISO/IEC 16684-1, the `uuid` box in a video). */
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

interface Box {
  type: string;
  /** Where the box starts. */
  start: number;
  /** Where its payload starts, after the header (and a `uuid` box's extended type). */
  payload: number;
  end: number;
}

class Malformed extends Error {}

function typeAt(bytes: Uint8Array, at: number): string {
  // Latin-1: QuickTime's "©" is the byte 0xA9.
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

/** The boxes between `from` and `to`, each checked to lie within its parent. */
function boxesIn(bytes: Uint8Array, view: DataView, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) {
      // QuickTime allows a 4-byte zero terminator at the end of a `udta`.
      if (to - at === 4 && view.getUint32(at) === 0) break;
      throw new Malformed();
    }
    const declared = view.getUint32(at);
    const type = typeAt(bytes, at + 4);
    let header = 8;
    let size: number;
    if (declared === 1) {
      if (to - at < 16) throw new Malformed();
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else size = declared === 0 ? to - at : declared;
    if (type === 'uuid') header += 16;
    if (size < header || at + size > to) throw new Malformed();
    boxes.push({ type, start: at, payload: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

function hex(bytes: Uint8Array, from: number, to: number): string {
  return Array.from(bytes.subarray(from, to), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Turns the box into a `free` box of the same size, its payload zeroed. */
function blank(bytes: Uint8Array, box: Box): void {
  bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
  const headerEnd = box.type === 'uuid' ? box.payload - 16 : box.payload;
  bytes.fill(0, headerEnd, box.end);
}

/**
 * Where a `meta` box's children start: ISO's `meta` is a full box (4 bytes of version and
 * flags first), QuickTime's is not, and starts at once with its `hdlr`.
 */
function metaChildren(bytes: Uint8Array, box: Box): number {
  return typeAt(bytes, box.payload + 4) === 'hdlr' ? box.payload : box.payload + 4;
}

/** The 1-based indexes of a `keys` box's names that hold a location. */
function locationKeys(bytes: Uint8Array, view: DataView, box: Box): Map<number, string> {
  const found = new Map<number, string>();
  if (box.end - box.payload < 8) throw new Malformed();
  const count = view.getUint32(box.payload + 4);
  let at = box.payload + 8;
  for (let index = 1; index <= count; index++) {
    if (box.end - at < 8) throw new Malformed();
    const size = view.getUint32(at);
    if (size < 8 || at + size > box.end) throw new Malformed();
    const name = String.fromCharCode(...bytes.subarray(at + 8, at + size));
    if (/location/i.test(name)) found.set(index, name);
    at += size;
  }
  return found;
}

/** Zeroes the values (`data` boxes) of the `ilst` items the location keys index. */
function blankKeyedValues(bytes: Uint8Array, view: DataView, ilst: Box, keys: Map<number, string>, removed: string[]): void {
  for (const item of boxesIn(bytes, view, ilst.payload, ilst.end)) {
    const name = keys.get(view.getUint32(item.start + 4));
    if (name === undefined) continue;
    for (const data of boxesIn(bytes, view, item.payload, item.end)) {
      // `data`: 4 bytes of type, 4 of locale, then the value.
      if (data.type === 'data' && data.end - data.payload >= 8) bytes.fill(0, data.payload + 8, data.end);
    }
    removed.push(name);
  }
}

function scrub(bytes: Uint8Array, view: DataView, from: number, to: number, removed: string[]): void {
  const boxes = boxesIn(bytes, view, from, to);
  const keysBox = boxes.find((box) => box.type === 'keys');
  const keys = keysBox ? locationKeys(bytes, view, keysBox) : new Map<number, string>();
  for (const box of boxes) {
    if (LOCATION_BOXES.has(box.type)) {
      blank(bytes, box);
      removed.push(box.type);
    } else if (box.type === 'uuid' && hex(bytes, box.start + 8, box.start + 24) === XMP_UUID) {
      blank(bytes, box);
      removed.push('XMP');
    } else if (box.type === 'ilst' && keys.size > 0) blankKeyedValues(bytes, view, box, keys, removed);
    else if (CONTAINERS.has(box.type)) scrub(bytes, view, box.type === 'meta' ? metaChildren(bytes, box) : box.payload, box.end, removed);
  }
}

/**
 * Blanks every location the file carries, changing `bytes` in place; its length and every
 * offset stay as they were. A file whose boxes do not add up is refused, not guessed at.
 */
export function removeMp4Location(bytes: Uint8Array): LocationScrub {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const removed: string[] = [];
  try {
    const top = boxesIn(bytes, view, 0, bytes.byteLength);
    if (!FIRST_BOXES.has(top[0]?.type ?? '') || !top.some((box) => box.type === 'moov'))
      return { ok: false, reason: 'it is not an MP4 or QuickTime file' };
    scrub(bytes, view, 0, bytes.byteLength, removed);
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return { ok: false, reason: 'its boxes do not add up' };
    throw error;
  }
  return { ok: true, removed };
}

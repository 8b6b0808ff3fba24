import { describe, expect, it } from 'vitest';
import { removeMp4Location } from './mp4-location';

const latin1 = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));
const u32 = (value: number): number[] => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];

/** A box: its size, its four-letter type, its payload. */
function box(type: string | number[], ...payload: number[][]): number[] {
  const body = payload.flat();
  return [...u32(8 + body.length), ...(typeof type === 'string' ? latin1(type) : type), ...body];
}

const POSITION = '+48.8584+002.2945/';
const xyz = box('\u00a9xyz', [0, POSITION.length, 0x15, 0xc7], latin1(POSITION));
const loci = box('loci', u32(0), [0x15, 0xc7], latin1('Home\0'), [0], u32(0x00024e00), u32(0x00308b00), u32(0), latin1('Earth\0\0'));
const title = box('\u00a9nam', [0, 4, 0x15, 0xc7], latin1('Sea!'));
const XMP_ID = [0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac];
const xmp = box('uuid', XMP_ID, latin1('<x:xmpmeta><exif:GPSLatitude>48,51.5N</exif:GPSLatitude></x:xmpmeta>'));
const ISO6709 = 'com.apple.quicktime.location.ISO6709';
const MAKE = 'com.apple.quicktime.make';
/** An iPhone's QuickTime metadata: names in `keys`, values in `ilst` by the name's index. */
const appleMeta = box(
  'meta',
  box('hdlr', u32(0), u32(0), latin1('mdta'), u32(0), u32(0), u32(0), [0]),
  box('keys', u32(0), u32(2), box('mdta', latin1(MAKE)), box('mdta', latin1(ISO6709))),
  box('ilst', box(u32(1), box('data', u32(1), u32(0), latin1('Apple'))), box(u32(2), box('data', u32(1), u32(0), latin1(POSITION)))),
);
const mdat = box('mdat', [1, 2, 3, 4, 5, 6, 7, 8]);

function file(...moovChildren: number[][]): Uint8Array {
  const ftyp = box('ftyp', latin1('isom'), u32(512), latin1('isomiso2avc1mp41'));
  const moov = box('moov', box('mvhd', new Array<number>(100).fill(0)), ...moovChildren);
  return new Uint8Array([...ftyp, ...mdat, ...moov]);
}

const has = (bytes: Uint8Array, text: string): boolean => String.fromCharCode(...bytes).includes(text);

/** Every box of the file, walked from the top as a reader would: the sizes still add up. */
function walk(bytes: Uint8Array, from = 0, to = bytes.length, depth = 0): string[] {
  const types: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let at = from;
  while (at < to) {
    const size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    expect(size).toBeGreaterThanOrEqual(8);
    expect(at + size).toBeLessThanOrEqual(to);
    types.push(`${'  '.repeat(depth)}${type}`);
    if (['moov', 'udta', 'trak'].includes(type)) types.push(...walk(bytes, at + 8, at + size, depth + 1));
    at += size;
  }
  expect(at).toBe(to);
  return types;
}

describe('removeMp4Location', () => {
  it('turns ©xyz and loci into free boxes of the same size, keeping every other box and byte where it was', () => {
    const bytes = file(box('udta', title, xyz, loci));
    const before = Uint8Array.from(bytes);
    expect(has(bytes, POSITION)).toBe(true);
    expect(removeMp4Location(bytes)).toEqual({ ok: true, removed: ['\u00a9xyz', 'loci'] });
    expect(bytes.length).toBe(before.length);
    expect(has(bytes, POSITION)).toBe(false);
    expect(has(bytes, 'Home')).toBe(false);
    expect(walk(bytes)).toEqual(['ftyp', 'mdat', 'moov', '  mvhd', '  udta', '    \u00a9nam', '    free', '    free']);
    // Only the two boxes changed: the title and the media data are the same bytes at the same place.
    const changed = bytes.reduce<number[]>((at, byte, index) => (byte === before[index] ? at : [...at, index]), []);
    const udta = bytes.length - (8 + title.length + xyz.length + loci.length);
    const first = udta + 8 + title.length;
    expect(Math.min(...changed)).toBeGreaterThanOrEqual(first + 4);
    expect(Math.max(...changed)).toBeLessThan(bytes.length);
    expect(has(bytes, 'Sea!')).toBe(true);
    expect(Array.from(bytes.subarray(40, 56))).toEqual(Array.from(before.subarray(40, 56)));
  });

  it("finds a location in a track's udta too", () => {
    const bytes = file(box('trak', box('tkhd', u32(0)), box('udta', xyz)));
    expect(removeMp4Location(bytes)).toEqual({ ok: true, removed: ['\u00a9xyz'] });
    expect(has(bytes, POSITION)).toBe(false);
  });

  it("zeroes an iPhone's keyed location value and keeps its other items", () => {
    const bytes = file(appleMeta);
    const length = bytes.length;
    expect(removeMp4Location(bytes)).toEqual({ ok: true, removed: [ISO6709] });
    expect(bytes.length).toBe(length);
    expect(has(bytes, POSITION)).toBe(false);
    expect(has(bytes, 'Apple')).toBe(true);
    expect(has(bytes, ISO6709)).toBe(true);
  });

  it('blanks an XMP box, which can carry a GPS position', () => {
    const bytes = file(box('udta', title), xmp);
    expect(removeMp4Location(bytes)).toEqual({ ok: true, removed: ['XMP'] });
    expect(has(bytes, 'GPSLatitude')).toBe(false);
    expect(walk(bytes)).toEqual(['ftyp', 'mdat', 'moov', '  mvhd', '  udta', '    \u00a9nam', '  free']);
  });

  it('finds nothing to remove in a file without a location, and changes nothing', () => {
    const bytes = file(box('udta', title));
    const before = Uint8Array.from(bytes);
    expect(removeMp4Location(bytes)).toEqual({ ok: true, removed: [] });
    expect(bytes).toEqual(before);
  });

  it("reads ISO's meta full box, with its version and flags before the children", () => {
    const bytes = file(box('udta', box('meta', u32(0), box('hdlr', u32(0), u32(0), latin1('mdir'), u32(0)), box('ilst', xyz))));
    expect(removeMp4Location(bytes)).toEqual({ ok: true, removed: ['\u00a9xyz'] });
    expect(has(bytes, POSITION)).toBe(false);
  });

  it('refuses a file whose boxes do not add up, or that is no MP4, and leaves it alone', () => {
    const truncated = file(box('udta', xyz)).slice(0, -5);
    const before = Uint8Array.from(truncated);
    expect(removeMp4Location(truncated)).toEqual({ ok: false, reason: 'its boxes do not add up' });
    expect(truncated).toEqual(before);
    expect(removeMp4Location(new Uint8Array(latin1('\x1aE\xdf\xa3 this is a WebM file header')))).toMatchObject({ ok: false });
    expect(removeMp4Location(new Uint8Array(box('ftyp', latin1('isom'))))).toEqual({
      ok: false,
      reason: 'it is not an MP4 or QuickTime file',
    });
    expect(removeMp4Location(new Uint8Array())).toMatchObject({ ok: false });
  });
});

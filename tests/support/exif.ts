/**
 * EXIF in JPEG files, for the posting tests (docs/posting.md, Before upload): writes an APP1
 * "Exif" segment with an orientation and a GPS position into a JPEG, and reads one back, so
 * a test can prove a fixture carries a position before upload and the stored file carries
 * none after. Written from the EXIF 2.3 layout (a TIFF structure: IFD0, then the GPS IFD
 * it points to), kept to the tags the tests need.
 */

export interface ExifFacts {
  /** EXIF Orientation, 1 to 8. */
  orientation?: number;
  /** Degrees, north and east positive. */
  gps?: { latitude: number; longitude: number };
}

const SOI = 0xffd8;
const APP1 = 0xffe1;
const SOS = 0xffda;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

const TAG_ORIENTATION = 0x0112;
const TAG_GPS_IFD = 0x8825;
const TYPE_BYTE = 1;
const TYPE_ASCII = 2;
const TYPE_SHORT = 3;
const TYPE_LONG = 4;
const TYPE_RATIONAL = 5;

/** Degrees as three rationals: degrees, minutes, seconds (in 1/100). */
function dms(value: number): [number, number][] {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 100],
  ];
}

/** A little-endian TIFF with IFD0 (Orientation, GPS pointer) and a GPS IFD (version, latitude, longitude). */
function tiff(orientation: number, latitude: number, longitude: number): Buffer {
  const out = Buffer.alloc(152);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (offset: number) => void): void => {
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(count, at + 4);
    value(at + 8);
  };
  // IFD0 at 8: 2 entries, then the next-IFD offset 0.
  out.writeUInt16LE(2, 8);
  entry(10, TAG_ORIENTATION, TYPE_SHORT, 1, (at) => out.writeUInt16LE(orientation, at));
  entry(22, TAG_GPS_IFD, TYPE_LONG, 1, (at) => out.writeUInt32LE(38, at));
  out.writeUInt32LE(0, 34);
  // GPS IFD at 38: 5 entries; the rationals follow at 104 and 128.
  out.writeUInt16LE(5, 38);
  entry(40, 0x0000, TYPE_BYTE, 4, (at) => out.set([2, 3, 0, 0], at));
  entry(52, 0x0001, TYPE_ASCII, 2, (at) => out.write(latitude >= 0 ? 'N\0' : 'S\0', at, 'latin1'));
  entry(64, 0x0002, TYPE_RATIONAL, 3, (at) => out.writeUInt32LE(104, at));
  entry(76, 0x0003, TYPE_ASCII, 2, (at) => out.write(longitude >= 0 ? 'E\0' : 'W\0', at, 'latin1'));
  entry(88, 0x0004, TYPE_RATIONAL, 3, (at) => out.writeUInt32LE(128, at));
  out.writeUInt32LE(0, 100);
  for (const [index, [numerator, denominator]] of [...dms(latitude), ...dms(longitude)].entries()) {
    out.writeUInt32LE(numerator, 104 + index * 8);
    out.writeUInt32LE(denominator, 108 + index * 8);
  }
  return out;
}

/** The JPEG with an APP1 Exif segment right after its start-of-image marker. */
export function withExif(jpeg: Buffer, facts: { orientation: number; latitude: number; longitude: number }): Buffer {
  if (jpeg.readUInt16BE(0) !== SOI) throw new Error('not a JPEG');
  const payload = Buffer.concat([EXIF_HEADER, tiff(facts.orientation, facts.latitude, facts.longitude)]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(APP1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** The payloads of the JPEG's APP1 segments that start with "Exif\0\0", up to the image data. */
export function exifSegments(jpeg: Buffer): Buffer[] {
  if (jpeg.length < 4 || jpeg.readUInt16BE(0) !== SOI) return [];
  const segments: Buffer[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    if (marker === SOS || (marker & 0xff00) !== 0xff00) break;
    const length = jpeg.readUInt16BE(at + 2);
    const payload = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === APP1 && payload.subarray(0, 6).equals(EXIF_HEADER)) segments.push(payload.subarray(6));
    at += 2 + length;
  }
  return segments;
}

/** The orientation and GPS position of the file's first Exif segment; undefined when it has none. */
export function readExif(jpeg: Buffer): ExifFacts | undefined {
  const data = exifSegments(jpeg)[0];
  if (!data) return undefined;
  const little = data.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? data.readUInt16LE(at) : data.readUInt16BE(at));
  const u32 = (at: number) => (little ? data.readUInt32LE(at) : data.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, index) => ifd + 2 + index * 12);
  const facts: ExifFacts = {};
  let gpsIfd: number | undefined;
  for (const at of entries(u32(4))) {
    if (u16(at) === TAG_ORIENTATION) facts.orientation = u16(at + 8);
    if (u16(at) === TAG_GPS_IFD) gpsIfd = u32(at + 8);
  }
  if (gpsIfd !== undefined) {
    const values = new Map<number, number>();
    const refs = new Map<number, string>();
    for (const at of entries(gpsIfd)) {
      const tag = u16(at);
      if (u16(at + 2) === TYPE_ASCII) refs.set(tag, data.toString('latin1', at + 8, at + 9));
      if (u16(at + 2) === TYPE_RATIONAL) {
        const offset = u32(at + 8);
        const part = (index: number) => u32(offset + index * 8) / u32(offset + index * 8 + 4);
        values.set(tag, part(0) + part(1) / 60 + part(2) / 3600);
      }
    }
    const latitude = values.get(0x0002);
    const longitude = values.get(0x0004);
    if (latitude !== undefined && longitude !== undefined) {
      facts.gps = {
        latitude: refs.get(0x0001) === 'S' ? -latitude : latitude,
        longitude: refs.get(0x0003) === 'W' ? -longitude : longitude,
      };
    }
  }
  return facts;
}

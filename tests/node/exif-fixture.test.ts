/** The posting tests' photo carries what a phone's would: a GPS position and an orientation; a plain re-encode carries none. */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifSegments, readExif, withExif } from '../support/exif';

const photo = readFileSync(new URL('../fixtures/media/gps-photo.jpg', import.meta.url));

describe('tests/fixtures/media/gps-photo.jpg', () => {
  it('has an Exif segment with a GPS position and orientation 6', () => {
    expect(exifSegments(photo)).toHaveLength(1);
    const facts = readExif(photo);
    expect(facts?.orientation).toBe(6);
    expect(facts?.gps?.latitude).toBeCloseTo(48.8584, 3);
    expect(facts?.gps?.longitude).toBeCloseTo(2.2945, 3);
  });

  it('is a real JPEG whose orientation an independent reader sees', async () => {
    const meta = await sharp(photo).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 64, orientation: 6 });
  });
});

describe('readExif', () => {
  it('finds nothing in a JPEG encoded without metadata', async () => {
    const clean = await sharp(photo).jpeg().toBuffer();
    expect(exifSegments(clean)).toEqual([]);
    expect(readExif(clean)).toBeUndefined();
  });

  it('reads back southern and western positions', async () => {
    const plain = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const facts = readExif(withExif(plain, { orientation: 1, latitude: -33.8568, longitude: -70.6693 }));
    expect(facts?.gps?.latitude).toBeCloseTo(-33.8568, 3);
    expect(facts?.gps?.longitude).toBeCloseTo(-70.6693, 3);
  });
});

/**
 * Writes tests/fixtures/media/gps-photo.jpg: a small JPEG photo with EXIF that a phone
 * would write, a GPS position and orientation 6 (stored on its side, shown turned a quarter
 * clockwise), for tests/e2e/posting.spec.ts. tests/node/exif-fixture.test.ts checks what
 * it carries.
 *
 *   npx tsx scripts/make-exif-fixture.ts
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { withExif } from '../tests/support/exif';

/** As stored: 96 wide, 64 high; shown upright it is 64 × 96. */
const WIDTH = 96;
const HEIGHT = 64;

// Colour bands that show which way up the picture is, and give its blurhash something to say.
const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
for (let y = 0; y < HEIGHT; y++) {
  for (let x = 0; x < WIDTH; x++) {
    const at = (y * WIDTH + x) * 3;
    pixels[at] = x < WIDTH / 2 ? 220 : 40;
    pixels[at + 1] = Math.round((y / HEIGHT) * 200);
    pixels[at + 2] = x < WIDTH / 2 ? 60 : 200;
  }
}
const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();
const file = new URL('../tests/fixtures/media/gps-photo.jpg', import.meta.url);
writeFileSync(file, withExif(jpeg, { orientation: 6, latitude: 48.8584, longitude: 2.2945 }));
console.log(`written ${file.pathname}`);

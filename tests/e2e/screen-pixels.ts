import type { Locator } from '@playwright/test';

/**
 * The colour the screen shows at (x, y) of a locator's box, read from a real screenshot:
 * what the user sees, stacking and painting order included, not what the styles say.
 * The page itself decodes the PNG (no image library in the tests).
 */
export async function screenPixel(locator: Locator, x: number, y: number): Promise<[number, number, number]> {
  const png = (await locator.screenshot()).toString('base64');
  return locator.page().evaluate(
    async ({ png, x, y }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(bitmap, 0, 0);
      const [red = 0, green = 0, blue = 0] = context.getImageData(x, y, 1, 1).data;
      return [red, green, blue] as [number, number, number];
    },
    { png, x, y },
  );
}

/** Largest difference of one channel: 0 for the same colour. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((value, channel) => Math.abs(value - (b[channel] ?? 0))));
}

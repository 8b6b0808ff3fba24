import type { Locator } from '@playwright/test';

/**
 * The colour the screen shows at (x, y) of a locator's box, read from a real screenshot:
 * what the user sees, stacking and painting order included, not what the styles say.
 * The page itself decodes the PNG (no image library in the tests).
 */
export async function screenPixel(locator: Locator, x: number, y: number): Promise<[number, number, number]> {
  const { width, data } = await screenPixels(locator);
  const start = (y * width + x) * 4;
  return [data[start] ?? 0, data[start + 1] ?? 0, data[start + 2] ?? 0];
}

/** Every pixel of a locator's box as RGBA bytes, row by row, from a real screenshot. */
async function screenPixels(locator: Locator): Promise<{ width: number; data: number[] }> {
  const png = (await locator.screenshot()).toString('base64');
  return locator.page().evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, data: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data) };
  }, png);
}

/** Largest difference of one channel: 0 for the same colour. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((value, channel) => Math.abs(value - (b[channel] ?? 0))));
}

/** WCAG 2.1 relative luminance of an sRGB colour. */
export function luminance([red, green, blue]: readonly number[]): number {
  const linear = (value = 0) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2.1 contrast ratio of two luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The luminance most of the element's box shows, read from a screenshot: for a line of
 * text, its background (the letters cover a minority of the box).
 */
export async function backgroundLuminance(locator: Locator): Promise<number> {
  const { data } = await screenPixels(locator);
  const values: number[] = [];
  for (let index = 0; index < data.length; index += 4) values.push(luminance(data.slice(index, index + 3)));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Which of `items` (by accessible text) share screen space with any of `others`. */
export async function overlapping(items: Locator, others: Locator): Promise<string[]> {
  const fixed = await others.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as Box));
  const placed = await items.evaluateAll((elements) =>
    elements.map((element) => ({
      label: element.getAttribute('aria-label') ?? element.textContent ?? '',
      box: element.getBoundingClientRect().toJSON() as Box,
    })),
  );
  return placed.filter(({ box }) => fixed.some((other) => intersects(box, other))).map(({ label }) => label.trim());
}

/** How much narrower and shorter the element is than its closest `container`: [0, 0] when it fills it exactly. */
export function shortOf(element: Locator, container: string): Promise<[number, number] | undefined> {
  return element.evaluate((own, selector) => {
    const inner = own.getBoundingClientRect();
    const outer = own.closest(selector)?.getBoundingClientRect();
    return outer && ([outer.width - inner.width, outer.height - inner.height] as [number, number]);
  }, container);
}

/** Waits until the picture has loaded, so its box is the one the user sees. */
export async function pictureLoaded(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

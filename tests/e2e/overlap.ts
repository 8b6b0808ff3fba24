import type { Locator } from '@playwright/test';

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
  const fixed = (await others.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as Box)));
  const placed = await items.evaluateAll((elements) =>
    elements.map((element) => ({ label: element.getAttribute('aria-label') ?? element.textContent ?? '', box: element.getBoundingClientRect().toJSON() as Box })),
  );
  return placed.filter(({ box }) => fixed.some((other) => intersects(box, other))).map(({ label }) => label.trim());
}

/**
 * Where the floor page of a route is, what it is told, and where the app's grid was: the
 * floor page lays its boxes out from the same place and width, so the same number of
 * pictures fits in the window.
 */
import type { Page } from '@playwright/test';
import { loadEnv } from 'vite';
import { parseConfig, type AppConfig } from '../../src/core/config/app-config';

export interface GridPlace {
  left: number;
  top: number;
  width: number;
}

/** The configuration the app of a build mode was built with (.env.{mode}). */
export const appConfigOf = (mode: string): AppConfig => parseConfig(loadEnv(mode, process.cwd(), 'VITE_'));

/** The app's grid (its list of pictures) in page coordinates, when the page has one. */
export function gridPlaceOf(page: Page): Promise<GridPlace | undefined> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="list"][aria-label="Pictures"]');
    if (!grid) return undefined;
    const box = grid.getBoundingClientRect();
    return { left: box.left + window.scrollX, top: box.top + window.scrollY, width: box.width };
  });
}

/** The floor page of an app route: the same path, the relay and the grid's place in the hash. */
export function floorAddress(base: string, path: string, relay: string, place: GridPlace | undefined): string {
  const hash = new URLSearchParams({ relay });
  if (place) for (const [key, value] of Object.entries(place)) hash.set(key, String(Math.round(value * 100) / 100));
  return `${base}${path}#${hash}`;
}

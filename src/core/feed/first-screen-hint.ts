/**
 * What a route showed first, remembered so that its next visit can paint those pictures
 * where they were before the app has rendered (docs/cache-and-offline.md, First screen
 * hint): the picture files the browser chose for the first screen's tiles and their
 * boxes in the page, per route, for one viewport.
 */
import { isHttpUrl } from '../primitives/http-url';

export interface HintTile {
  url: string;
  /** The picture's box in page coordinates (the page scrolled to its top). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FirstScreenHint {
  /** Path and query of the route. */
  route: string;
  /** Width, height and pixel ratio of the window: another size lays out and picks other files. */
  viewport: string;
  tiles: HintTile[];
}

/** Routes remembered, newest first. */
export const MAX_HINT_ROUTES = 20;
/** A 1920x1080 first screen holds about twenty tiles. */
export const MAX_HINT_TILES = 32;
/** No page coordinate of a first screen comes near this. */
const MAX_COORDINATE = 100_000;

export function viewportKey(width: number, height: number, pixelRatio: number): string {
  return `${width}x${height}@${pixelRatio}`;
}

/** Reads stored hints; anything malformed is dropped, never thrown. */
export function parseHints(text: string | null): FirstScreenHint[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const hint = toHint(entry);
    return hint ? [hint] : [];
  });
}

function toHint(entry: unknown): FirstScreenHint | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { route, viewport, tiles } = entry as Record<string, unknown>;
  if (typeof route !== 'string' || typeof viewport !== 'string' || !Array.isArray(tiles)) return undefined;
  return { route, viewport, tiles: tiles.filter(isHintTile).slice(0, MAX_HINT_TILES) };
}

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_COORDINATE;

function isHintTile(value: unknown): value is HintTile {
  if (typeof value !== 'object' || value === null) return false;
  const { url, x, y, width, height } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    isHttpUrl(url) &&
    isCoordinate(x) &&
    isCoordinate(y) &&
    isCoordinate(width) &&
    isCoordinate(height) &&
    width > 0 &&
    height > 0
  );
}

/** The tiles to paint first on this route at this viewport; none for another viewport. */
export function hintedTiles(hints: readonly FirstScreenHint[], route: string, viewport: string): HintTile[] {
  const hint = hints.find((candidate) => candidate.route === route);
  return hint && hint.viewport === viewport ? hint.tiles : [];
}

/** The hints with this one first, replacing the route's previous one, capped (tiles are checked when read). */
export function withHint(hints: readonly FirstScreenHint[], hint: FirstScreenHint): FirstScreenHint[] {
  const others = hints.filter((candidate) => candidate.route !== hint.route);
  return [{ ...hint, tiles: hint.tiles.slice(0, MAX_HINT_TILES) }, ...others].slice(0, MAX_HINT_ROUTES);
}

import { describe, expect, it } from 'vitest';
import {
  hintedTiles,
  MAX_HINT_ROUTES,
  MAX_HINT_TILES,
  parseHints,
  viewportKey,
  withHint,
  type FirstScreenHint,
  type HintTile,
} from './first-screen-hint';

const desktop = viewportKey(1920, 1080, 1);
const tile = (url = 'https://media.example/a.jpg', y = 120): HintTile => ({ url, x: 10, y, width: 260, height: 300 });
const hint = (route: string, tiles = [tile()]): FirstScreenHint => ({ route, viewport: desktop, tiles });

describe('first-screen hints', () => {
  it('round-trips through storage text', () => {
    const hints = withHint([], hint('/tags/photography'));
    expect(parseHints(JSON.stringify(hints))).toEqual(hints);
  });

  it('reads nothing from missing or malformed text', () => {
    expect(parseHints(null)).toEqual([]);
    expect(parseHints('{not json')).toEqual([]);
    expect(parseHints('{"route":"/global"}')).toEqual([]);
  });

  it('drops malformed entries, tiles with URLs that are not http(s) and boxes that are not boxes', () => {
    const good = tile('https://media.example/b.jpg');
    const text = JSON.stringify([
      {
        route: '/global',
        viewport: desktop,
        tiles: [
          tile('javascript:alert(1)'),
          good,
          { ...good, width: 0 },
          { ...good, y: '12' },
          { ...good, x: 1e9 },
          { ...good, height: null },
          7,
        ],
      },
      { route: 5, viewport: desktop, tiles: [] },
      null,
    ]);
    expect(parseHints(text)).toEqual([{ route: '/global', viewport: desktop, tiles: [good] }]);
  });

  it('gives the tiles only for the same route and viewport', () => {
    const hints = withHint([], hint('/global'));
    expect(hintedTiles(hints, '/global', desktop)).toEqual([tile()]);
    expect(hintedTiles(hints, '/global', viewportKey(1280, 720, 1))).toEqual([]);
    expect(hintedTiles(hints, '/global', viewportKey(1920, 1080, 2))).toEqual([]);
    expect(hintedTiles(hints, '/tags/art', desktop)).toEqual([]);
  });

  it('replaces a route’s hint, newest first, and caps routes and tiles', () => {
    let hints: FirstScreenHint[] = [];
    for (let index = 0; index < MAX_HINT_ROUTES + 3; index++) hints = withHint(hints, hint(`/tags/t${index}`));
    hints = withHint(hints, hint('/tags/t5', [tile('https://media.example/new.jpg')]));
    expect(hints).toHaveLength(MAX_HINT_ROUTES);
    expect(hints[0]).toEqual(hint('/tags/t5', [tile('https://media.example/new.jpg')]));
    expect(hints.filter((entry) => entry.route === '/tags/t5')).toHaveLength(1);
    expect(hints.some((entry) => entry.route === '/tags/t0')).toBe(false);

    const many = Array.from({ length: 50 }, (_, index) => tile(`https://media.example/${index}.jpg`, index * 10));
    expect(withHint([], hint('/global', many)).at(0)?.tiles).toEqual(many.slice(0, MAX_HINT_TILES));
  });
});

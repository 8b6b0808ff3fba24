import { describe, expect, it } from 'vitest';
import { summarize } from '../../bench/stats';
import { checkPublicRelayBudgets } from '../../bench/public-relays/budgets';
import type { VariantResults } from '../../bench/public-relays/report';
import type { PublicRouteRuns } from '../../bench/public-relays/route-visits';

const none = summarize([]);
const route = (firstPicture: number | null, moves = 0): PublicRouteRuns => ({
  cold: {
    firstPicture: summarize([firstPicture]),
    twentyPictures: none,
    picturesAfter5s: none,
    bytesBeforeFirstPicture: none,
    connections: none,
  },
  warm: { firstPicture: none, twentyPictures: none, connections: none },
  coldConnectionsByPort: {},
  mostMovesWithoutInput: moves,
});
const variant = (tag: number | null, author: number | null): VariantResults => ({ '/tags/x': route(tag), '/p/y': route(author) });

describe('checkPublicRelayBudgets', () => {
  it('passes when faults stay within their budgets', () => {
    const variants = {
      'all healthy': variant(500, 600),
      'first relay silent': variant(590, 640),
      'three of eight gone': variant(690, 700),
    };
    expect(checkPublicRelayBudgets(variants, '/tags/x', '/p/y')).toEqual([]);
  });

  it('names a fault that costs too much, an author route too far behind, and a route that never showed a picture', () => {
    const variants = {
      'all healthy': variant(500, 700),
      'first relay slow (2 s)': variant(1500, null),
      'three of eight gone': variant(720, 760),
    };
    const missed = checkPublicRelayBudgets(variants, '/tags/x', '/p/y');
    expect(missed).toEqual([
      'all healthy: author route 200 ms after the tag route (budget 150)',
      'first relay slow (2 s) /tags/x: cold first picture 1000 ms later than all healthy (budget < 100)',
      'first relay slow (2 s) /p/y: no first picture',
      'three of eight gone /tags/x: cold first picture 220 ms later than all healthy (budget < 200)',
    ]);
  });

  it('names a route where a picture on screen moved by itself', () => {
    const variants = { 'all healthy': { '/tags/x': route(500, 2), '/p/y': route(600) } };
    expect(checkPublicRelayBudgets(variants, '/tags/x', '/p/y')).toEqual([
      'all healthy /tags/x: pictures on screen moved 2 times without input in one visit (budget 0)',
    ]);
  });
});

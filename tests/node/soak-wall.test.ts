import { verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { createSoakWall, createWallModerator, REJECT_EVERY, WALL_SET_D } from '../../bench/soak-wall';

const secretKey = new Uint8Array(32).fill(61);
const entries = (event: { tags: string[][] } | undefined): string[] =>
  (event?.tags ?? []).filter((tag) => tag[0] === 'e').map((tag) => tag[1] ?? '');

describe('the soak wall moderator', () => {
  it('approves a post two seconds after it, in a signed version of its picture set', () => {
    const moderator = createWallModerator({ secretKey });
    expect(moderator.posted('a', 10_000)).toBe(true);
    expect(moderator.tick(11_000)).toBeUndefined();
    const version = moderator.tick(12_000);
    expect(version).toMatchObject({ kind: 30006, created_at: 12, pubkey: moderator.pubkey });
    expect(version?.tags[0]).toEqual(['d', WALL_SET_D]);
    expect(entries(version)).toEqual(['a']);
    expect(verifyEvent(version!)).toBe(true);
    expect(moderator.naddr()).toMatch(/^naddr1/);
  });

  it('leaves every fifth post out', () => {
    const moderator = createWallModerator({ secretKey, approveAfterMs: 0 });
    const verdicts = Array.from({ length: 2 * REJECT_EVERY }, (_, index) => moderator.posted(`p${index}`, 0));
    expect(verdicts.filter((approved) => !approved)).toHaveLength(2);
    expect(entries(moderator.tick(1000))).toEqual(verdicts.flatMap((approved, index) => (approved ? [`p${index}`] : [])));
  });

  it('writes at most one version a second, each newer than the last, holding every approval so far', () => {
    const moderator = createWallModerator({ secretKey, approveAfterMs: 0 });
    moderator.posted('a', 5_000);
    expect(moderator.tick(5_000)?.created_at).toBe(5);
    moderator.posted('b', 5_400);
    expect(moderator.tick(5_400)).toBeUndefined();
    expect(moderator.tick(5_900)).toBeUndefined();
    const next = moderator.tick(6_000);
    expect(next?.created_at).toBe(6);
    expect(entries(next)).toEqual(['a', 'b']);
    expect(moderator.tick(9_000)).toBeUndefined();
    expect(moderator.latest()).toBe(next);
  });

  it('keeps the newest entries up to its cap', () => {
    const moderator = createWallModerator({ secretKey, approveAfterMs: 0, cap: 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) moderator.posted(id, 0);
    // 'e', the fifth, is left out.
    expect(entries(moderator.tick(1000))).toEqual(['c', 'd', 'f']);
  });

  it('opens on the approvals made before the wall, and adds the new ones after them', () => {
    const opening = Array.from({ length: 5000 }, (_, index) => `old${index}`);
    const moderator = createWallModerator({ secretKey, approveAfterMs: 0, cap: Infinity, opening });
    moderator.posted('new', 1000);
    const version = entries(moderator.tick(1000));
    expect(version).toHaveLength(5001);
    expect(version.slice(0, 2)).toEqual(['old0', 'old1']);
    expect(version.at(-1)).toBe('new');
  });
});

describe("the soak's wall of several moderators", () => {
  it('opens each set on its approvals of the days before, has the moderators approve in turn, and keeps each set at its size', () => {
    const wall = createSoakWall({ moderators: 2, approvals: 3, tag: 'hall', mediaBase: 'http://media.test', now: 1_000_000 });
    expect(wall.approvedEarlier.size).toBe(6);
    const earlier = wall.events().map((event) => event.id);
    expect(earlier).toHaveLength(6);
    wall.posted('a', 0);
    wall.posted('b', 0);
    // Each set keeps its newest three: the oldest approval of the days before makes room.
    expect(wall.tick(10_000).map(entries)).toEqual([
      [earlier[1], earlier[2], 'a'],
      [earlier[4], earlier[5], 'b'],
    ]);
    expect(wall.events()).toHaveLength(8);
    expect(wall.naddrs([])).toHaveLength(2);
    expect(wall.pending()).toBe(0);
  });
});

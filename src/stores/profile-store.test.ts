import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../core/types';
import { createProfiles } from './profile-store';

const key = (name: string): string => name.padEnd(64, '0');
/** The relays' answer: a profile for everyone but this author. */
const NOBODY = key('nobody');
const profileOf = (name: string): Profile => ({ pubkey: key(name), name });

/** The profiles as a new page has them, over a fake relay client; the page is ready when the test calls `ready()`. */
function freshProfiles() {
  let ready = (): void => undefined;
  const readiness = new Promise<void>((resolve) => (ready = resolve));
  const deps = {
    fetchProfile: vi.fn(async (pubkey: string): Promise<Profile | undefined> =>
      pubkey === NOBODY ? undefined : { pubkey, name: pubkey.replace(/0+$/, '') },
    ),
    whenReady: vi.fn(() => readiness),
  };
  const profiles = createProfiles(deps);
  return { ...profiles, deps, ready, profiles: () => profiles.useStore.getState().profiles };
}

afterEach(() => vi.useRealTimers());

describe('profile store', () => {
  it('asks for names only once the page is ready, then for all queued at once', async () => {
    const { request, ready, deps, profiles } = freshProfiles();
    request(key('alice'));
    request(key('bob'));
    await Promise.resolve();
    expect(deps.whenReady).toHaveBeenCalledOnce();
    expect(deps.fetchProfile).not.toHaveBeenCalled();
    ready();
    await vi.waitFor(() => expect(profiles()[key('bob')]).toEqual(profileOf('bob')));
    expect(deps.fetchProfile.mock.calls.map(([pubkey]) => pubkey)).toEqual([key('alice'), key('bob')]);
    expect(profiles()[key('alice')]).toEqual(profileOf('alice'));
  });

  it('asks for each author once per page life', async () => {
    const { request, ready, deps, profiles } = freshProfiles();
    request(key('carol'));
    request(key('carol'));
    ready();
    await vi.waitFor(() => expect(profiles()[key('carol')]).toBeDefined());
    request(key('carol'));
    await Promise.resolve();
    expect(deps.fetchProfile).toHaveBeenCalledOnce();
  });

  it('waits for the page again for names asked after the first batch went out', async () => {
    const { request, ready, deps, profiles } = freshProfiles();
    request(key('alice'));
    ready();
    await vi.waitFor(() => expect(profiles()[key('alice')]).toBeDefined());
    request(key('bob'));
    await vi.waitFor(() => expect(profiles()[key('bob')]).toBeDefined());
    expect(deps.whenReady).toHaveBeenCalledTimes(2);
  });

  it('stores nothing for an author without a profile', async () => {
    const { request, ready, deps, profiles } = freshProfiles();
    request(NOBODY);
    ready();
    await vi.waitFor(() => expect(deps.fetchProfile).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(profiles()).not.toHaveProperty(NOBODY);
  });

  it('keeps what each instance asked for to itself', async () => {
    const first = freshProfiles();
    const second = freshProfiles();
    first.request(key('erin'));
    second.request(key('erin'));
    first.ready();
    second.ready();
    await vi.waitFor(() => expect(second.profiles()[key('erin')]).toBeDefined());
    expect(first.deps.fetchProfile).toHaveBeenCalledOnce();
    expect(second.deps.fetchProfile).toHaveBeenCalledOnce();
  });

  it('hands over a profile once it is known, asking for it, or nothing when the wait is over', async () => {
    vi.useFakeTimers();
    const { whenKnown, ready } = freshProfiles();
    const dave = whenKnown(key('dave'), 10_000);
    const nobody = whenKnown(NOBODY, 10_000);
    ready();
    await expect(dave).resolves.toEqual(profileOf('dave'));
    await expect(whenKnown(key('dave'), 10_000)).resolves.toEqual(profileOf('dave'));
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void nobody.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(nobody).resolves.toBeUndefined();
  });

  it('asks at once for a profile that work waits on, even one queued for display, without waiting for the page', async () => {
    const { request, whenKnown, deps } = freshProfiles();
    request(key('frank'));
    await expect(whenKnown(key('grace'), 10_000)).resolves.toEqual(profileOf('grace'));
    await expect(whenKnown(key('frank'), 10_000)).resolves.toEqual(profileOf('frank'));
    expect(deps.fetchProfile.mock.calls.map(([pubkey]) => pubkey)).toEqual([key('grace'), key('frank')]);
  });

  it('keeps the profiles of the most recently asked authors only, asking again for one dropped', async () => {
    const { request, ready, deps, profiles, keepAtMost } = freshProfiles();
    ready();
    keepAtMost(2);
    request(key('alice'));
    request(key('bob'));
    await vi.waitFor(() => expect(profiles()[key('bob')]).toBeDefined());
    request(key('alice'));
    request(key('carol'));
    await vi.waitFor(() => expect(profiles()[key('carol')]).toBeDefined());
    expect(Object.keys(profiles()).sort()).toEqual([key('alice'), key('carol')]);
    request(key('bob'));
    await vi.waitFor(() => expect(profiles()[key('bob')]).toBeDefined());
    expect(deps.fetchProfile.mock.calls.map(([pubkey]) => pubkey)).toEqual([key('alice'), key('bob'), key('carol'), key('bob')]);
  });

  it('drops the least recent profiles at once when made to keep fewer, as screen mode does', async () => {
    const { request, ready, profiles, keepAtMost } = freshProfiles();
    ready();
    for (const name of ['alice', 'bob', 'carol']) request(key(name));
    await vi.waitFor(() => expect(Object.keys(profiles())).toHaveLength(3));
    keepAtMost(1);
    expect(Object.keys(profiles())).toEqual([key('carol')]);
    keepAtMost();
    request(key('dave'));
    await vi.waitFor(() => expect(Object.keys(profiles())).toHaveLength(2));
  });
});

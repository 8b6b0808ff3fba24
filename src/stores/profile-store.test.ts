import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../core/types';
import { fetchProfile } from '../nostr/client';
import { whenFirstPicturesShown } from './first-pictures';
import { profileWhenKnown, requestProfile, useProfileStore } from './profile-store';
import { whenIdle } from './when-idle';

vi.mock('../nostr/client', () => ({ fetchProfile: vi.fn() }));
vi.mock('./first-pictures', () => ({ whenFirstPicturesShown: vi.fn() }));
vi.mock('./when-idle', () => ({ whenIdle: vi.fn() }));

const fetch = vi.mocked(fetchProfile);

/** A gate the test opens: the first screen's pictures shown, or the page idle. */
function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let firstPictures = gate();
let idle = gate();

const key = (name: string): string => name.padEnd(64, '0');
/** The relays' answer: a profile for everyone but this author. */
const NOBODY = key('nobody');
const profileOf = (name: string): Profile => ({ pubkey: key(name), name });

beforeEach(() => {
  fetch.mockReset();
  fetch.mockImplementation(async (pubkey) => (pubkey === NOBODY ? undefined : { pubkey, name: pubkey.replace(/0+$/, '') }));
  firstPictures = gate();
  idle = gate();
  vi.mocked(whenFirstPicturesShown).mockImplementation(() => firstPictures.opened);
  vi.mocked(whenIdle).mockImplementation(() => idle.opened);
});

describe('profile store', () => {
  it('asks for names only once the first pictures are shown and the page is idle, then for all queued at once', async () => {
    requestProfile(key('alice'));
    requestProfile(key('bob'));
    firstPictures.open();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    idle.open();
    await vi.waitFor(() => expect(useProfileStore.getState().profiles[key('bob')]).toEqual(profileOf('bob')));
    expect(fetch.mock.calls.map(([pubkey]) => pubkey)).toEqual([key('alice'), key('bob')]);
    expect(useProfileStore.getState().profiles[key('alice')]).toEqual(profileOf('alice'));
  });

  it('asks for each author once per page life', async () => {
    requestProfile(key('carol'));
    requestProfile(key('carol'));
    firstPictures.open();
    idle.open();
    await vi.waitFor(() => expect(useProfileStore.getState().profiles[key('carol')]).toBeDefined());
    requestProfile(key('carol'));
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('stores nothing for an author without a profile', async () => {
    requestProfile(NOBODY);
    firstPictures.open();
    idle.open();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(useProfileStore.getState().profiles).not.toHaveProperty(NOBODY);
  });

  it('hands over a profile once it is known, asking for it, or nothing when the wait is over', async () => {
    vi.useFakeTimers();
    try {
      const dave = profileWhenKnown(key('dave'), 10_000);
      const nobody = profileWhenKnown(NOBODY, 10_000);
      firstPictures.open();
      idle.open();
      await expect(dave).resolves.toEqual(profileOf('dave'));
      await expect(profileWhenKnown(key('dave'), 10_000)).resolves.toEqual(profileOf('dave'));
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void nobody.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(nobody).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * Where each picture and video is loaded from (docs/data-and-requests.md, Media recovery).
 * A file loads from its own address until that fails; then from the first copy of it, by
 * its hash, on a Blossom server that has not failed; once every candidate has failed it
 * is gone. Keyed by the file's own address, so every element showing the file, now or
 * later in the visit, follows the same path and no dead address is asked twice.
 */
import { create } from 'zustand';
import {
  blobHash,
  isFailed,
  isGone,
  isHostDead,
  markFailed,
  markFound,
  markGone,
  markHostAlive,
  type MediaMemory,
  parseMediaMemory,
  serializeMediaMemory,
} from '../core/media';
import { LRUCache } from '../core/primitives';
import { readStored, writeStored } from './local-storage';

/** A file as a post names it: enough to find the same file elsewhere. */
export interface MediaRef {
  url: string;
  /** The file's SHA-256, when the post gives it. */
  hash?: string;
  mime?: string;
  /** Whose post it is, 64-hex: their Blossom servers are asked first. */
  authorId: string;
}

/** What is read of an image element loading a file. */
export type WatchedImage = Pick<HTMLImageElement, 'complete' | 'naturalWidth' | 'currentSrc'>;

/** The browser's broken state: done, with no picture, from an address it chose (a lazy picture not yet asked has none). */
const isBroken = (image: WatchedImage): boolean => image.complete && image.naturalWidth === 0 && image.currentSrc !== '';

/** Loading from `url`; looking for a copy; or no candidate is left. */
export type MediaStatus = { state: 'loading'; url: string } | { state: 'looking' } | { state: 'gone' };

export interface MediaSourcesDeps {
  /** Every address the file may be at, its own first (core/media/blossom.ts). */
  candidatesOf(ref: MediaRef): Promise<string[]>;
  readMemory(): string | null;
  writeMemory(text: string): void;
  now(): number;
  /** Calls `write` when the page is being left: what is learnt in its last moment is kept. */
  onLeave(write: () => void): void;
}

/**
 * Changes are written together, a moment after the first unwritten one: on a busy page a
 * file loads or fails every few hundred milliseconds, and a write that waited for a quiet
 * moment might never come before the page is left.
 */
const WRITE_DELAY_MS = 1_000;
/**
 * docs/constants.md, Caches and storage: the files whose state in this visit is kept, the most
 * recently met; a screen that runs all day meets new files all day. One dropped starts
 * again from what the remembered failures and copies say of it.
 */
export const KEPT_FILES = 1_000;

export function createMediaSources(deps: MediaSourcesDeps, keptFiles = KEPT_FILES) {
  const store = create<{ sources: Readonly<Record<string, MediaStatus>> }>()(() => ({ sources: {} }));
  let memory: MediaMemory | undefined;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Addresses that failed in this visit for a post still being checked: asked for again by
   * no element, and remembered only once the post has passed, as nothing a forged post names
   * may be (docs/data-and-requests.md, Verified before shown).
   */
  const failedUnchecked = new LRUCache<string, true>({ maxSize: keptFiles });
  /**
   * Elements loading an address: a picture fetched ahead of its post's check, a grid tile's.
   * The browser finds a failed picture broken as its response ends but fires its error event
   * tasks later, which a busy page runs late: an element made in between would read no
   * failure and ask the dead address again. Their state is read instead of waited for.
   */
  const watchedImages = new LRUCache<string, WatchedImage>({ maxSize: keptFiles });
  /** The files with a status of their own in the store, most recently set last. */
  const withStatus = new LRUCache<string, true>({
    maxSize: keptFiles,
    onEvict: (url) =>
      store.setState((state) => {
        const sources = { ...state.sources };
        delete sources[url];
        return { sources };
      }),
  });

  const remembered = (): MediaMemory => (memory ??= parseMediaMemory(deps.readMemory(), deps.now()));
  /** Found broken before its error event: not asked again, and remembered only once its post has passed (`settle`). */
  const foundBroken = (url: string): boolean => {
    const image = watchedImages.get(url);
    if (!image || !isBroken(image)) return false;
    watchedImages.delete(url);
    failedUnchecked.set(url, true);
    return true;
  };
  const failedNow = (url: string): boolean => failedUnchecked.has(url) || foundBroken(url) || isFailed(remembered(), url, deps.now());
  const setStatus = (url: string, status: MediaStatus): void => {
    store.setState((state) => ({ sources: { ...state.sources, [url]: status } }));
    withStatus.set(url, true);
  };
  const write = (): void => {
    if (writeTimer === undefined) return;
    clearTimeout(writeTimer);
    writeTimer = undefined;
    deps.writeMemory(serializeMediaMemory(remembered()));
  };
  const save = (): void => {
    writeTimer ??= setTimeout(write, WRITE_DELAY_MS);
  };
  deps.onLeave(write);

  /** A file with a hash on a host taken for dead is looked for on Blossom servers first. */
  const copiesFirst = (ref: MediaRef): boolean => blobHash(ref) !== undefined && isHostDead(remembered(), ref.url, deps.now());

  /**
   * What a file starts from: a copy an earlier visit found, or its own address unless that
   * or its host failed lately; nothing, when an earlier visit found it nowhere.
   */
  function initialStatus(ref: MediaRef): MediaStatus {
    const known = remembered();
    if (isGone(known, ref.url, deps.now())) return { state: 'gone' };
    const copy = known.found.get(ref.url);
    if (copy && !failedNow(copy)) return { state: 'loading', url: copy };
    return failedNow(ref.url) || copiesFirst(ref) ? { state: 'looking' } : { state: 'loading', url: ref.url };
  }

  /** Where to look, in order: the file's own address last when its host is taken for dead. */
  async function candidatesOf(ref: MediaRef): Promise<string[]> {
    const candidates = await deps.candidatesOf(ref).catch(() => [ref.url]);
    if (!copiesFirst(ref)) return candidates;
    return [...candidates.filter((url) => url !== ref.url), ref.url];
  }

  function statusOf(ref: MediaRef): MediaStatus {
    return store.getState().sources[ref.url] ?? initialStatus(ref);
  }

  const lookups = new Set<string>();
  /** Addresses that loaded in this visit: a late timer must not move a shown file elsewhere. */
  const loadedUrls = new LRUCache<string, true>({ maxSize: keptFiles });

  async function lookFurther(ref: MediaRef): Promise<void> {
    if (lookups.has(ref.url)) return;
    lookups.add(ref.url);
    setStatus(ref.url, { state: 'looking' });
    const candidates = await candidatesOf(ref);
    const next = candidates.find((url) => !failedNow(url));
    lookups.delete(ref.url);
    if (!next) {
      markGone(remembered(), ref.url, deps.now());
      save();
    }
    setStatus(ref.url, next ? { state: 'loading', url: next } : { state: 'gone' });
  }

  /** A slow address is left for a copy only when there is one: slow beats gone. */
  async function leaveIfCopy(ref: MediaRef, url: string): Promise<void> {
    const candidates = await candidatesOf(ref);
    const next = candidates.find((candidate) => candidate !== url && !failedNow(candidate));
    const status = statusOf(ref);
    if (!next || loadedUrls.has(url) || status.state !== 'loading' || status.url !== url) return;
    markFailed(remembered(), url, deps.now());
    save();
    setStatus(ref.url, { state: 'loading', url: next });
  }

  return {
    useStore: store,
    statusOf,
    /**
     * Starts looking for a copy when the file starts out without an address to load. Its
     * post has passed its check: a failure of its own address met before then is
     * remembered now, and counts against its host like any other.
     */
    settle(ref: MediaRef): void {
      if (statusOf(ref).state !== 'looking') return;
      if (failedUnchecked.has(ref.url) && !isFailed(remembered(), ref.url, deps.now())) {
        markFailed(remembered(), ref.url, deps.now());
        save();
      }
      void lookFurther(ref);
    },
    /** The element failed to load `url` (an error, or no answer in time). */
    failed(ref: MediaRef, url: string): void {
      const status = statusOf(ref);
      // Its host was taken for dead while the element loaded its own address, or another
      // element loading the same address was found broken first: the next candidates are next.
      const givenUpMeanwhile = status.state === 'looking' && (url === ref.url || failedUnchecked.has(url));
      if (!givenUpMeanwhile && (status.state !== 'loading' || status.url !== url)) return;
      markFailed(remembered(), url, deps.now());
      save();
      void lookFurther(ref);
    },
    /** A file fetched ahead of its post's check failed to load from its own address. */
    failedUnchecked(url: string): void {
      watchedImages.delete(url);
      failedUnchecked.set(url, true);
    },
    /** An element is loading `url`: if the browser finds it broken, no other element asks `url` again. */
    watchImage(url: string, image: WatchedImage): void {
      watchedImages.set(url, image);
    },
    /** The element has waited too long for `url`. */
    stalled(ref: MediaRef, url: string): void {
      if (!loadedUrls.has(url)) void leaveIfCopy(ref, url);
    },
    /**
     * Keeps the state of at most `count` files from now on, the least recently met
     * forgotten; `keptFiles` again when undefined. Screen mode meets new files all day and
     * keeps as many as it remembers events (docs/views-and-keys.md, Screen mode).
     */
    keepFilesFor(count: number | undefined): void {
      for (const files of [failedUnchecked, watchedImages, withStatus, loadedUrls]) files.resize(count ?? keptFiles);
    },
    loaded(ref: MediaRef, url: string): void {
      // Loaded: nothing of it is to be read any more, and its element is not kept.
      watchedImages.delete(url);
      loadedUrls.set(url, true);
      const known = remembered();
      const hostNews = markHostAlive(known, url, deps.now());
      if (url === ref.url ? !known.found.has(ref.url) : known.found.get(ref.url) === url) {
        if (hostNews) save();
        return;
      }
      markFound(known, ref.url, url);
      save();
    },
  };
}

export type MediaSources = ReturnType<typeof createMediaSources>;

const STORAGE_KEY = 'diorama-media-memory';

/** The app's one instance: copies are looked up in their own chunk (nostr/blob-copies.ts), on first need. */
export const mediaSources = createMediaSources({
  // A file without a hash has no copies: nothing to load for it.
  candidatesOf: async (ref) => (blobHash(ref) ? (await import('../nostr/blob-copies')).blobCopies(ref) : [ref.url]),
  readMemory: () => readStored(STORAGE_KEY),
  writeMemory: (text) => writeStored(STORAGE_KEY, text),
  now: Date.now,
  onLeave(write) {
    if (typeof window !== 'undefined') window.addEventListener('pagehide', write);
  },
});

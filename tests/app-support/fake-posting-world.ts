/**
 * The posting store's world for its tests (src/stores/posting*.test.ts): prepared files
 * and the servers, relays and signer played by the test.
 */
import { vi } from 'vitest';
import type { PreparedPicture } from '../../src/core/posting/picture-post';
import type { PreparedVideo } from '../../src/core/posting/video-post';
import type { NostrEvent } from '../../src/core/types';
import type { UploadError } from '../../src/core/posting/upload-failure';
import type { UploadedFile } from '../../src/core/posting/uploaded-file';
import type { EventTemplate } from '../../src/nostr/client';
import type { PostingEdges } from '../../src/stores/posting';
import { usePostingStore } from '../../src/stores/posting-store';

export const USER = 'e'.repeat(64);
export const ONE = 'https://one.example';
export const TWO = 'https://two.example';

export function prepared(name: string, hash: string): PreparedPicture {
  return { name, mime: 'image/jpeg', width: 40, height: 30, hash: hash.repeat(64), blurhash: 'LEHV6nWB2yk8', bytes: new Uint8Array([1]) };
}

/** A landscape video of 2.5 s, with its poster frame; one location box was blanked. */
export function preparedVideo(name: string, width = 160, height = 96): PreparedVideo {
  return {
    name,
    mime: 'video/mp4',
    width,
    height,
    hash: 'v'.repeat(64),
    blurhash: 'LKO2?U%2Tw=w',
    bytes: new Uint8Array(1000),
    duration: 2.5,
    removed: ['\u00a9xyz'],
    poster: { ...prepared(`${name}-poster.jpg`, 'p'), width, height, blurhash: 'LKO2?U%2Tw=w' },
  };
}

/** The servers, relays and signer played by the test. */
export function fakeEdges(servers = { blossom: [ONE, TWO], nip96: [] as string[] }) {
  const uploads: { server: string; name: string }[] = [];
  const mirrors: { server: string; url: string; authorization: string }[] = [];
  const published: EventTemplate[] = [];
  const shown: NostrEvent[] = [];
  let failNextUpload: UploadError | undefined;
  let relaysTake = true;
  const edges: PostingEdges = {
    requireSigner: vi.fn(async () => undefined),
    fetchUploadServers: vi.fn(async () => servers),
    defaultServer: { protocol: 'blossom', server: 'https://default.example' },
    async uploadBlob(server, picture, onProgress) {
      uploads.push({ server, name: picture.name });
      onProgress(0.5);
      if (failNextUpload) {
        const error = failNextUpload;
        failNextUpload = undefined;
        throw error;
      }
      return {
        file: { url: `${server}/${picture.hash}.${picture.mime === 'video/mp4' ? 'mp4' : 'jpg'}`, hash: picture.hash, mime: picture.mime },
        authorization: `auth-${picture.hash}`,
      };
    },
    async mirrorBlob(server, url, hash, authorization) {
      mirrors.push({ server, url, authorization });
      return { url: `${server}/${url.split('/').pop()}`, hash };
    },
    async uploadNip96(server, picture): Promise<UploadedFile> {
      uploads.push({ server, name: picture.name });
      return {
        url: `${server}/media/${picture.hash}.jpg`,
        hash: picture.hash,
        mime: picture.mime,
        width: picture.width,
        height: picture.height,
      };
    },
    publishRelays: async () => ['wss://relay.example'],
    async publishEvent(template) {
      if (!relaysTake) throw new Error('no relay took it');
      published.push(template);
      return { ...template, id: '9'.repeat(64), pubkey: USER, sig: '0'.repeat(128) };
    },
    showOwnPost: (event) => void shown.push(event),
    now: () => 1_700_000_000,
  };
  return {
    edges,
    uploads,
    mirrors,
    published,
    shown,
    failNext: (error: UploadError) => (failNextUpload = error),
    relaysRefuse: () => (relaysTake = false),
  };
}

export const state = () => usePostingStore.getState();
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

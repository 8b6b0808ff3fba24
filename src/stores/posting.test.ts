import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedPicture } from '../core/picture-post';
import type { PreparedVideo } from '../core/video-post';
import type { NostrEvent } from '../core/types';
import { UploadError } from '../core/upload-failure';
import type { UploadedFile } from '../core/uploaded-file';
import type { EventTemplate } from '../nostr/client';
import { createPosting, PUBLISH_FAILED, type PostingEdges } from './posting';
import { postingActions, usePostingStore } from './posting-store';
import { sessionActions } from './session-store';

const USER = 'e'.repeat(64);
const ONE = 'https://one.example';
const TWO = 'https://two.example';

function prepared(name: string, hash: string): PreparedPicture {
  return { name, mime: 'image/jpeg', width: 40, height: 30, hash: hash.repeat(64), blurhash: 'LEHV6nWB2yk8', bytes: new Uint8Array([1]) };
}

/** A landscape video of 2.5 s, with its poster frame; one location box was blanked. */
function preparedVideo(name: string, width = 160, height = 96): PreparedVideo {
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
function fakeEdges(servers = { blossom: [ONE, TWO], nip96: [] as string[] }) {
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

const state = () => usePostingStore.getState();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
  postingActions.reset(undefined);
});

async function draftWith(posting: ReturnType<typeof createPosting>, names: string[]): Promise<void> {
  posting.open(USER);
  names.forEach((name, index) => posting.addPicture(name, Promise.resolve(prepared(name, String(index + 1)))));
  postingActions.setText({ title: 'Beach', caption: 'Sunset at the #Beach', hashtags: '#sea, sky' });
  await flush();
}

describe('posting a video', () => {
  it('uploads the poster frame then the video, copies both, and publishes a kind 21 with the imeta NIP-71 lists', async () => {
    const world = fakeEdges();
    const posting = createPosting(world.edges);
    posting.open(USER);
    posting.addPicture('waves.mp4', Promise.resolve(preparedVideo('waves.mp4')), true);
    postingActions.setText({ title: 'Waves', caption: 'At the #sea' });
    postingActions.setAlt('picture-1', 'Grey waves');
    await flush();
    await posting.submit();

    expect(world.uploads).toEqual([
      { server: ONE, name: 'waves.mp4-poster.jpg' },
      { server: ONE, name: 'waves.mp4' },
    ]);
    expect(world.mirrors.map((mirror) => mirror.url)).toEqual([`${ONE}/${'p'.repeat(64)}.jpg`, `${ONE}/${'v'.repeat(64)}.mp4`]);
    const [template] = world.published;
    expect(template?.kind).toBe(21);
    expect(template?.content).toBe('At the #sea');
    expect(template?.tags).toEqual([
      ['title', 'Waves'],
      ['published_at', '1700000000'],
      ['alt', 'Grey waves'],
      [
        'imeta',
        `url ${ONE}/${'v'.repeat(64)}.mp4`,
        'm video/mp4',
        `x ${'v'.repeat(64)}`,
        'dim 160x96',
        'size 1000',
        `image ${ONE}/${'p'.repeat(64)}.jpg`,
        `image ${TWO}/${'p'.repeat(64)}.jpg`,
        `fallback ${TWO}/${'v'.repeat(64)}.mp4`,
        'blurhash LKO2?U%2Tw=w',
        'duration 2.5',
        'bitrate 3200',
        'alt Grey waves',
      ],
      ['duration', '2.5'],
      ['t', 'sea'],
    ]);
    expect(state().phase).toBe('published');
  });

  it('publishes a portrait video as a short one (kind 22), naming the NIP-96 service', async () => {
    const world = fakeEdges({ blossom: [], nip96: [ONE] });
    const posting = createPosting(world.edges);
    posting.open(USER);
    posting.addPicture('story.mp4', Promise.resolve(preparedVideo('story.mp4', 96, 160)), true);
    postingActions.setText({ title: 'Story' });
    await flush();
    await posting.submit();
    const [template] = world.published;
    expect(template?.kind).toBe(22);
    expect(template?.tags.find((tag) => tag[0] === 'imeta')).toContain('service nip96');
  });

  it('refuses to mix pictures and a video in one post, on the line of the file that would', async () => {
    const world = fakeEdges();
    const posting = createPosting(world.edges);
    posting.open(USER);
    posting.addPicture('a.jpg', Promise.resolve(prepared('a.jpg', '1')));
    posting.addPicture('waves.mp4', Promise.resolve(preparedVideo('waves.mp4')), true);
    await flush();
    expect(state().pictures.map((picture) => [picture.name, picture.status, picture.message])).toEqual([
      ['a.jpg', 'ready', undefined],
      ['waves.mp4', 'refused', 'waves.mp4 cannot join this post: a post holds pictures or one video, not both.'],
    ]);

    postingActions.reset(USER);
    posting.addPicture('waves.mp4', Promise.resolve(preparedVideo('waves.mp4')), true);
    posting.addPicture('b.jpg', Promise.resolve(prepared('b.jpg', '2')));
    await flush();
    expect(state().pictures.map((picture) => picture.status)).toEqual(['ready', 'refused']);
  });

  it('says why the video did not upload, on its line and in the form, and Retry sends it', async () => {
    const world = fakeEdges({ blossom: [ONE], nip96: [] });
    const posting = createPosting(world.edges);
    posting.open(USER);
    posting.addPicture('waves.mp4', Promise.resolve(preparedVideo('waves.mp4')), true);
    postingActions.setText({ title: 'Waves' });
    await flush();
    // The poster goes first; the video's own upload is refused.
    const refuse = world.edges.uploadBlob;
    world.edges.uploadBlob = async (server, file, onProgress) => {
      if (file.mime === 'video/mp4') throw new UploadError({ kind: 'http', status: 413, reason: 'Too large' });
      return refuse(server, file, onProgress);
    };
    await posting.submit();
    expect(state().pictures[0]).toMatchObject({
      status: 'failed',
      message: 'Could not upload waves.mp4 to one.example: the server said "Too large" (HTTP 413).',
    });
    expect(state().notice).toBe('Could not upload the video. Your text is still here; press Retry to send it again.');
    expect(world.published).toEqual([]);

    world.edges.uploadBlob = refuse;
    await posting.submit();
    expect(world.published[0]?.kind).toBe(21);
  });

  it('asks for a title before sending a video', async () => {
    const world = fakeEdges();
    const posting = createPosting(world.edges);
    posting.open(USER);
    posting.addPicture('waves.mp4', Promise.resolve(preparedVideo('waves.mp4')), true);
    await flush();
    await posting.submit();
    expect(state().notice).toBe('Give the video a title: a video post carries one.');
    expect(world.uploads).toEqual([]);
  });
});

describe('posting', () => {
  it('uploads each picture to the first Blossom server, copies it to the second, publishes a kind 20 and shows it at once', async () => {
    const world = fakeEdges();
    const posting = createPosting(world.edges);
    await draftWith(posting, ['a.jpg', 'b.jpg']);
    postingActions.setAlt('picture-1', 'A dog');
    await posting.submit();

    expect(world.uploads).toEqual([
      { server: ONE, name: 'a.jpg' },
      { server: ONE, name: 'b.jpg' },
    ]);
    expect(world.mirrors).toEqual([
      { server: TWO, url: `${ONE}/${'1'.repeat(64)}.jpg`, authorization: `auth-${'1'.repeat(64)}` },
      { server: TWO, url: `${ONE}/${'2'.repeat(64)}.jpg`, authorization: `auth-${'2'.repeat(64)}` },
    ]);
    const [template] = world.published;
    expect(template?.kind).toBe(20);
    expect(template?.content).toBe('Sunset at the #Beach');
    expect(template?.tags).toContainEqual(['title', 'Beach']);
    expect(template?.tags.filter((tag) => tag[0] === 't')).toEqual([
      ['t', 'sea'],
      ['t', 'sky'],
      ['t', 'beach'],
    ]);
    expect(template?.tags.find((tag) => tag[0] === 'imeta')).toEqual([
      'imeta',
      `url ${ONE}/${'1'.repeat(64)}.jpg`,
      'm image/jpeg',
      `x ${'1'.repeat(64)}`,
      'dim 40x30',
      'blurhash LEHV6nWB2yk8',
      'alt A dog',
      `fallback ${TWO}/${'1'.repeat(64)}.jpg`,
    ]);
    expect(world.shown.map((event) => event.id)).toEqual(['9'.repeat(64)]);
    expect(state()).toMatchObject({
      phase: 'published',
      published: { id: '9'.repeat(64), hashtags: ['sea', 'sky', 'beach'] },
      caption: '',
      pictures: [],
    });
  });

  it('says why an upload failed, keeps the draft, and on Retry sends only what is not uploaded', async () => {
    const world = fakeEdges({ blossom: [ONE], nip96: [] });
    const posting = createPosting(world.edges);
    await draftWith(posting, ['a.jpg', 'b.jpg']);
    world.failNext(new UploadError({ kind: 'http', status: 500, reason: 'Disk full' }));
    await posting.submit();

    expect(world.published).toEqual([]);
    expect(state()).toMatchObject({ phase: 'editing', failedBefore: true, caption: 'Sunset at the #Beach', title: 'Beach' });
    expect(state().notice).toMatch(/Could not upload a picture/);
    expect(state().pictures.map((picture) => [picture.status, picture.message])).toEqual([
      ['failed', 'Could not upload a.jpg to one.example: the server said "Disk full" (HTTP 500).'],
      ['uploaded', undefined],
    ]);

    await posting.submit();
    expect(world.uploads.map((upload) => upload.name)).toEqual(['a.jpg', 'b.jpg', 'a.jpg']);
    expect(world.published).toHaveLength(1);
    expect(state().phase).toBe('published');
  });

  it('publishes without the copy when the mirror fails, and says so', async () => {
    const world = fakeEdges();
    world.edges.mirrorBlob = async () => {
      throw new UploadError({ kind: 'network' });
    };
    const posting = createPosting(world.edges);
    await draftWith(posting, ['a.jpg']);
    const seen: (string | undefined)[] = [];
    const stop = usePostingStore.subscribe((current) => seen.push(current.pictures[0]?.mirrorNote));
    await posting.submit();
    stop();
    expect(seen).toContain('Not copied to two.example: the server could not be reached.');
    expect(world.published[0]?.tags.find((tag) => tag[0] === 'imeta')?.some((entry) => entry.startsWith('fallback'))).toBe(false);
  });

  it('uploads to the NIP-96 server when the user has no Blossom server, else to the default', async () => {
    const nip96 = fakeEdges({ blossom: [], nip96: ['https://files.example'] });
    const posting = createPosting(nip96.edges);
    await draftWith(posting, ['a.jpg']);
    await posting.submit();
    expect(nip96.uploads).toEqual([{ server: 'https://files.example', name: 'a.jpg' }]);

    postingActions.reset(undefined);
    const none = fakeEdges({ blossom: [], nip96: [] });
    const other = createPosting(none.edges);
    await draftWith(other, ['b.jpg']);
    await other.submit();
    expect(none.uploads).toEqual([{ server: 'https://default.example', name: 'b.jpg' }]);
  });

  it('keeps the uploads and the text when no relay takes the post', async () => {
    const world = fakeEdges();
    world.relaysRefuse();
    const posting = createPosting(world.edges);
    await draftWith(posting, ['a.jpg']);
    await posting.submit();
    expect(state()).toMatchObject({ phase: 'editing', notice: PUBLISH_FAILED, caption: 'Sunset at the #Beach' });
    expect(state().pictures[0]?.status).toBe('uploaded');
    expect(world.shown).toEqual([]);
  });

  it('sends nothing without a picture, with one refused or still being prepared, or without a signer', async () => {
    const world = fakeEdges();
    const posting = createPosting(world.edges);
    posting.open(USER);
    await posting.submit();
    expect(state().notice).toBe('Add a picture or a video first.');

    posting.addPicture('notes.txt', Promise.reject(new Error('notes.txt is not a photo or picture file.')));
    await flush();
    expect(state().pictures[0]).toMatchObject({ status: 'refused', message: 'notes.txt is not a photo or picture file.' });
    await posting.submit();
    expect(state().notice).toBe('Remove notes.txt first: it cannot be posted.');

    postingActions.pictureRemoved('picture-1');
    posting.addPicture('slow.jpg', new Promise(() => undefined));
    await posting.submit();
    expect(state().notice).toMatch(/still being prepared/);

    postingActions.reset(USER);
    posting.addPicture('a.jpg', Promise.resolve(prepared('a.jpg', '1')));
    await flush();
    world.edges.requireSigner = async () => {
      throw new Error('Signer required');
    };
    await posting.submit();
    expect(world.uploads).toEqual([]);
    expect(state().phase).toBe('editing');
  });

  it("keeps the user's draft, looks up their servers each time the screen opens, and starts a fresh draft for another user", async () => {
    const world = fakeEdges();
    const posting = createPosting(world.edges);
    await draftWith(posting, ['a.jpg']);
    posting.open(USER);
    expect(state().pictures).toHaveLength(1);
    expect(world.edges.fetchUploadServers).toHaveBeenCalledTimes(2);
    await posting.submit();
    // The press waits for the lookup under way and asks for none of its own.
    expect(world.edges.fetchUploadServers).toHaveBeenCalledTimes(2);
    await flush();
    expect(state().plan).toMatchObject({ target: { server: ONE }, mirror: TWO });

    posting.open('f'.repeat(64));
    expect(state()).toMatchObject({ pictures: [], caption: '', owner: 'f'.repeat(64) });
  });
});

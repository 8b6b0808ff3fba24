import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '../core/posting';
import { createPosting, PUBLISH_FAILED } from './posting';
import { postingActions, usePostingStore } from './posting-store';
import { sessionActions } from './session-store';
import { fakeEdges, flush, ONE, prepared, state, TWO, USER } from '../../tests/app-support/fake-posting-world';

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

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '../core/posting';
import { createPosting } from './posting';
import { postingActions } from './posting-store';
import { sessionActions } from './session-store';
import { fakeEdges, flush, ONE, prepared, preparedVideo, state, TWO, USER } from '../../tests/app-support/fake-posting-world';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
  postingActions.reset(undefined);
});

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

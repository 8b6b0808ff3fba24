/**
 * Posting pictures or a video (docs/posting.md): each file made ready on the device, then
 * on "Post" uploaded to the user's server with its progress shown (a Blossom upload copied
 * to their second server; a video after its poster frame), then the kind 20 post, or for a
 * video a kind 21 or 22, published and shown at once in the feeds it belongs to. A failed
 * upload or publish says why and keeps the draft; pressing again sends only what is not
 * yet uploaded. What it uses of the relay client, the upload servers and the session
 * comes in as edges; tests pass fakes.
 */
import { config } from '../config';
import {
  draftProblem,
  failureReason,
  isPreparedVideo,
  picturePostTemplate,
  postHashtags,
  type PostPicture,
  type PreparedPicture,
  serverHost,
  UploadError,
  uploadFailureMessage,
  uploadPlan,
  type UploadPlan,
  type UploadTarget,
  type UserUploadServers,
  videoPostTemplate,
} from '../core/posting';
import type { NostrEvent } from '../core/types';
import type { UploadedFile } from '../core/posting';
import {
  fetchUploadServers,
  mirrorBlob,
  publishEvent,
  uploadBlob,
  uploadNip96,
  type BlobUpload,
  type EventTemplate,
} from '../nostr/client';
import { ownPostsActions } from './own-posts-store';
import { postingActions, usePostingStore, type DraftPicture, type PostingState } from './posting-store';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { useSessionStore } from './session-store';
import { requireSigner } from './signer-gate';

export interface PostingEdges {
  requireSigner(action: string): Promise<void>;
  fetchUploadServers(pubkey: string): Promise<UserUploadServers>;
  /** The build's server for users without servers of their own. */
  defaultServer: UploadTarget;
  uploadBlob(server: string, picture: PreparedPicture, onProgress: (fraction: number) => void): Promise<BlobUpload>;
  mirrorBlob(server: string, url: string, hash: string, authorization: string): Promise<UploadedFile>;
  uploadNip96(server: string, picture: PreparedPicture, alt: string, onProgress: (fraction: number) => void): Promise<UploadedFile>;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
  /** The post is out: the feeds show it before the relays send it back. */
  showOwnPost(event: NostrEvent): void;
  /** Unix seconds. */
  now(): number;
}

export const SIGNER_ACTION = 'post pictures';
export const PUBLISH_FAILED =
  'Could not publish your post: no relay took it. Your pictures are uploaded and your text is still here; try again.';

/** "Could not upload 2 pictures. …": the files themselves say why. */
function uploadsFailedNotice(count: number, video: boolean): string {
  if (video) return 'Could not upload the video. Your text is still here; press Retry to send it again.';
  return `Could not upload ${count === 1 ? 'a picture' : `${count} pictures`}. Your text is still here; press Retry to send ${count === 1 ? 'it' : 'them'} again.`;
}

/** A file that would put pictures and a video in one post. */
export function mixedMessage(name: string): string {
  return `${name} cannot join this post: a post holds pictures or one video, not both.`;
}

/** One file sent: where it is, its copies, and what became of the copy asked for. */
interface Sent {
  file: UploadedFile;
  fallback: string[];
  mirrorNote?: string;
}

function reasonOf(error: unknown): string {
  return failureReason(error instanceof UploadError ? error.failure : { kind: 'network' });
}

/** A failure that is no upload's own (the signer refused, say), in its own words. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'it failed';
}

export function createPosting(edges: PostingEdges) {
  let nextId = 0;
  let planning: { owner: string; plan: Promise<UploadPlan> } | undefined;

  /** The plan for `owner`, asked once: the user's lists, else the default. */
  function planFor(owner: string): Promise<UploadPlan> {
    if (planning?.owner !== owner) {
      const plan = edges.fetchUploadServers(owner).then(
        (servers) => uploadPlan(servers, edges.defaultServer),
        () => uploadPlan({ blossom: [], nip96: [] }, edges.defaultServer),
      );
      void plan.then((known) => {
        if (usePostingStore.getState().owner === owner) postingActions.planKnown(known);
      });
      planning = { owner, plan };
    }
    return planning.plan;
  }

  /** Sends one file to the plan's server, and asks the mirror for a copy; a failed copy leaves the upload as it is. */
  async function send(prepared: PreparedPicture, alt: string, plan: UploadPlan, onProgress: (fraction: number) => void): Promise<Sent> {
    const { target, mirror } = plan;
    if (target.protocol === 'nip96') return { file: await edges.uploadNip96(target.server, prepared, alt, onProgress), fallback: [] };
    const blob = await edges.uploadBlob(target.server, prepared, onProgress);
    if (!mirror) return { file: blob.file, fallback: [] };
    try {
      const copy = await edges.mirrorBlob(mirror, blob.file.url, blob.file.hash, blob.authorization);
      return { file: blob.file, fallback: [copy.url], mirrorNote: `Copied to ${serverHost(mirror)}.` };
    } catch (error) {
      console.warn('Could not copy the file to the second server', error);
      return { file: blob.file, fallback: [], mirrorNote: `Not copied to ${serverHost(mirror)}: ${reasonOf(error)}.` };
    }
  }

  /**
   * Uploads one picture, or one video after its poster frame (docs/posting.md, Uploads): the
   * progress bar follows the video, the poster being a small part of what is sent.
   */
  async function upload(picture: DraftPicture & { prepared: PreparedPicture }, plan: UploadPlan): Promise<boolean> {
    const onProgress = (fraction: number): void => postingActions.uploadProgress(picture.id, fraction);
    postingActions.uploadStarted(picture.id);
    try {
      const { prepared } = picture;
      const poster = isPreparedVideo(prepared) ? await send(prepared.poster, picture.alt, plan, () => undefined) : undefined;
      const { file, fallback, mirrorNote } = await send(prepared, picture.alt, plan, onProgress);
      const uploaded: DraftPicture['uploaded'] = {
        url: file.url,
        hash: file.hash,
        mime: file.mime ?? prepared.mime,
        width: file.width ?? prepared.width,
        height: file.height ?? prepared.height,
        fallback,
        poster: poster && { url: poster.file.url, fallback: poster.fallback },
        nip96: plan.target.protocol === 'nip96' || undefined,
      };
      postingActions.uploaded(picture.id, uploaded, mirrorNote);
      return true;
    } catch (error) {
      console.error('Could not upload the file', error);
      const failure = error instanceof UploadError ? error.failure : undefined;
      postingActions.uploadFailed(
        picture.id,
        failure
          ? uploadFailureMessage(picture.name, serverHost(plan.target.server), failure)
          : `Could not upload ${picture.name}: ${messageOf(error)}.`,
      );
      return false;
    }
  }

  /** The post's event: a video post (NIP-71) for a video, else a picture post (NIP-68). */
  function template(state: PostingState, hashtags: readonly string[]): EventTemplate {
    const draft = { title: state.title, caption: state.caption, hashtags, now: edges.now() };
    const video = state.pictures.find((picture) => picture.uploaded && isPreparedVideo(picture.prepared));
    if (video?.uploaded && isPreparedVideo(video.prepared)) {
      const { prepared, uploaded } = video;
      return videoPostTemplate({
        ...draft,
        video: { ...uploaded, blurhash: prepared.blurhash, alt: video.alt, duration: prepared.duration, size: prepared.bytes.byteLength },
      });
    }
    const pictures: PostPicture[] = state.pictures.flatMap((picture) =>
      picture.uploaded ? [{ ...picture.uploaded, blurhash: picture.prepared?.blurhash, alt: picture.alt }] : [],
    );
    return picturePostTemplate({ ...draft, pictures });
  }

  async function publish(owner: string): Promise<void> {
    const state = usePostingStore.getState();
    const hashtags = postHashtags(state.hashtags, state.caption);
    postingActions.phase('publishing');
    try {
      const event = await edges.publishEvent(template(state, hashtags), await edges.publishRelays());
      edges.showOwnPost(event);
      if (usePostingStore.getState().owner === owner) postingActions.published(event.id, hashtags);
    } catch (error) {
      console.error('Could not publish the post', error);
      postingActions.failed(PUBLISH_FAILED);
    }
  }

  return {
    /**
     * The screen opened for `owner`: another user's draft is dropped, and their servers
     * are looked up again, so a list changed elsewhere counts from the next visit.
     */
    open(owner: string | undefined): void {
      if (usePostingStore.getState().owner !== owner) postingActions.reset(owner);
      if (!owner) return;
      const busy = usePostingStore.getState().phase === 'uploading' || usePostingStore.getState().phase === 'publishing';
      if (!busy) planning = undefined;
      void planFor(owner);
    },

    /**
     * A picked file, made ready by `preparing` (the screen re-encodes a picture and cleans a
     * video, docs/posting.md, Before upload). A post holds pictures or one video: a file
     * that would mix them is refused on its line, and the draft stays as it was.
     */
    addPicture(name: string, preparing: Promise<PreparedPicture>, video = false): void {
      const id = `picture-${++nextId}`;
      postingActions.pictureAdded(id, name, video || undefined);
      const others = usePostingStore.getState().pictures.filter((picture) => picture.id !== id && picture.status !== 'refused');
      if (others.some((picture) => picture.video) || (video && others.length > 0)) {
        preparing.catch(() => undefined);
        return postingActions.pictureRefused(id, mixedMessage(name));
      }
      preparing.then(
        (prepared) => postingActions.pictureReady(id, prepared),
        (error: unknown) =>
          postingActions.pictureRefused(id, error instanceof Error ? error.message : `${name} could not be read as a picture.`),
      );
    },

    /** Uploads what is not uploaded yet, then publishes; says why when it cannot. */
    async submit(): Promise<void> {
      const state = usePostingStore.getState();
      if (state.phase === 'uploading' || state.phase === 'publishing') return;
      const refused = state.pictures.find((picture) => picture.status === 'refused');
      const problem = refused
        ? `Remove ${refused.name} first: it cannot be posted.`
        : state.pictures.some((picture) => picture.status === 'preparing')
          ? 'Wait a moment: the pictures are still being prepared.'
          : draftProblem({
              caption: state.caption,
              title: state.title,
              pictureCount: state.pictures.filter((picture) => !picture.video).length,
              videoCount: state.pictures.filter((picture) => picture.video).length,
            });
      if (problem) return postingActions.phase('editing', problem);
      try {
        await edges.requireSigner(SIGNER_ACTION);
      } catch {
        return postingActions.phase('editing', undefined);
      }
      const owner = useSessionStore.getState().pubkey;
      if (!owner) return;
      if (usePostingStore.getState().owner !== owner) postingActions.reset(owner);
      postingActions.phase('uploading');
      const plan = await planFor(owner);
      let failures = 0;
      for (const picture of usePostingStore.getState().pictures) {
        if (picture.status === 'uploaded' || !picture.prepared) continue;
        if (!(await upload({ ...picture, prepared: picture.prepared }, plan))) failures += 1;
      }
      if (failures > 0)
        return postingActions.failed(
          uploadsFailedNotice(
            failures,
            usePostingStore.getState().pictures.some((picture) => picture.video),
          ),
        );
      await publish(owner);
    },
  };
}

export type Posting = ReturnType<typeof createPosting>;

export const posting: Posting = createPosting({
  requireSigner,
  fetchUploadServers,
  defaultServer: config.uploadServer,
  uploadBlob,
  mirrorBlob,
  uploadNip96,
  publishRelays: currentPublishRelays,
  // The template's t tags are the post's hashtags, lowercased and each once (core/posting/post-hashtags.ts).
  publishEvent: (template, relays) => publishEvent(template, relays, { tagsAsGiven: true }),
  showOwnPost: ownPostsActions.published,
  now: nowSeconds,
});

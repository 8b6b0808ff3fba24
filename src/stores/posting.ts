/**
 * Posting pictures (docs/posting.md): each picture made ready on the device, then on
 * "Post" uploaded to the user's server with its progress shown (a Blossom upload copied
 * to their second server), then the kind 20 post published and shown at once in the feeds
 * it belongs to. A failed upload or publish says why and keeps the draft; pressing again
 * sends only what is not yet uploaded. What it uses of the relay client, the upload
 * servers and the session comes in as edges; tests pass fakes.
 */
import { config } from '../config';
import { draftProblem, picturePostTemplate, type PostPicture, type PreparedPicture } from '../core/picture-post';
import { postHashtags } from '../core/post-hashtags';
import type { NostrEvent } from '../core/types';
import { failureReason, UploadError, uploadFailureMessage } from '../core/upload-failure';
import { serverHost, uploadPlan, type UploadPlan, type UploadTarget, type UserUploadServers } from '../core/upload-server';
import type { UploadedFile } from '../core/uploaded-file';
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
import { postingActions, usePostingStore, type DraftPicture } from './posting-store';
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

/** "Could not upload 2 pictures. …": the pictures themselves say why. */
function uploadsFailedNotice(count: number): string {
  return `Could not upload ${count === 1 ? 'a picture' : `${count} pictures`}. Your text is still here; press Retry to send ${count === 1 ? 'it' : 'them'} again.`;
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

  /** Uploads one picture, and asks the mirror for a copy; a failed copy leaves the upload as it is. */
  async function upload(picture: DraftPicture & { prepared: PreparedPicture }, plan: UploadPlan): Promise<boolean> {
    const { target, mirror } = plan;
    const onProgress = (fraction: number): void => postingActions.uploadProgress(picture.id, fraction);
    postingActions.uploadStarted(picture.id);
    try {
      const { prepared } = picture;
      let file: UploadedFile;
      let mirrorNote: string | undefined;
      const fallback: string[] = [];
      if (target.protocol === 'nip96') file = await edges.uploadNip96(target.server, prepared, picture.alt, onProgress);
      else {
        const blob = await edges.uploadBlob(target.server, prepared, onProgress);
        file = blob.file;
        if (mirror) {
          try {
            fallback.push((await edges.mirrorBlob(mirror, file.url, file.hash, blob.authorization)).url);
            mirrorNote = `Copied to ${serverHost(mirror)}.`;
          } catch (error) {
            console.warn('Could not copy the picture to the second server', error);
            mirrorNote = `Not copied to ${serverHost(mirror)}: ${reasonOf(error)}.`;
          }
        }
      }
      const uploaded: DraftPicture['uploaded'] = {
        url: file.url,
        hash: file.hash,
        mime: file.mime ?? prepared.mime,
        width: file.width ?? prepared.width,
        height: file.height ?? prepared.height,
        fallback,
      };
      postingActions.uploaded(picture.id, uploaded, mirrorNote);
      return true;
    } catch (error) {
      console.error('Could not upload the picture', error);
      const failure = error instanceof UploadError ? error.failure : undefined;
      postingActions.uploadFailed(
        picture.id,
        failure
          ? uploadFailureMessage(picture.name, serverHost(target.server), failure)
          : `Could not upload ${picture.name}: ${messageOf(error)}.`,
      );
      return false;
    }
  }

  async function publish(owner: string): Promise<void> {
    const state = usePostingStore.getState();
    const hashtags = postHashtags(state.hashtags, state.caption);
    const pictures: PostPicture[] = state.pictures.flatMap((picture) =>
      picture.uploaded ? [{ ...picture.uploaded, blurhash: picture.prepared?.blurhash, alt: picture.alt }] : [],
    );
    postingActions.phase('publishing');
    const template = picturePostTemplate({ title: state.title, caption: state.caption, hashtags, pictures, now: edges.now() });
    try {
      const event = await edges.publishEvent(template, await edges.publishRelays());
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

    /** A picked file, made ready by `preparing` (the screen re-encodes it, docs/posting.md, Before upload). */
    addPicture(name: string, preparing: Promise<PreparedPicture>): void {
      const id = `picture-${++nextId}`;
      postingActions.pictureAdded(id, name);
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
          : draftProblem({ caption: state.caption, title: state.title, pictureCount: state.pictures.length });
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
      if (failures > 0) return postingActions.failed(uploadsFailedNotice(failures));
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
  // The template's t tags are the post's hashtags, lowercased and each once (core/post-hashtags.ts).
  publishEvent: (template, relays) => publishEvent(template, relays, { tagsAsGiven: true }),
  showOwnPost: ownPostsActions.published,
  now: nowSeconds,
});

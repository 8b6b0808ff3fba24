/**
 * The posting screen's draft (docs/posting.md): the text fields, each picture from the
 * moment it is picked to its upload, and where the post is on its way. Plain data, kept
 * while the page lives, so a failure or a trip to another screen loses nothing; it
 * changes only through `postingActions`, which posting.ts and the form call.
 */
import { create } from 'zustand';
import type { PostPicture, PreparedPicture, PreparedVideo, UploadPlan } from '../core/posting';

export type PictureStatus =
  /** Being re-encoded, measured and hashed on the device. */
  | 'preparing'
  /** Cannot be posted; `message` says why. */
  | 'refused'
  | 'ready'
  | 'uploading'
  | 'uploaded'
  /** The upload failed; `message` says why, and sending again retries it. */
  | 'failed';

export interface DraftPicture {
  id: string;
  /** The picked file's name. */
  name: string;
  /** A video (NIP-71), known from its type as it is picked; a post holds pictures or one video. */
  video?: boolean;
  status: PictureStatus;
  alt: string;
  prepared?: PreparedPicture | PreparedVideo;
  /** The share of the upload sent, 0 to 1. */
  progress: number;
  message?: string;
  uploaded?: Omit<PostPicture, 'alt' | 'blurhash'> & {
    /** A video's poster frame, uploaded with it. */
    poster?: { url: string; fallback: readonly string[] };
    /** Uploaded to a NIP-96 server. */
    nip96?: boolean;
  };
  /** The mirror's outcome, in words, when a second server was asked for a copy. */
  mirrorNote?: string;
}

export type PostingPhase = 'editing' | 'uploading' | 'publishing' | 'published';

export interface PostingState {
  /** Whose draft this is: another user's session starts a fresh one. */
  owner: string | undefined;
  title: string;
  caption: string;
  hashtags: string;
  pictures: readonly DraftPicture[];
  phase: PostingPhase;
  /** Why the last press did not publish, in words; the text and pictures are kept. */
  notice: string | undefined;
  /** A press failed before: the button offers to retry. */
  failedBefore: boolean;
  /** Where the pictures go, once known. */
  plan: UploadPlan | undefined;
  /** The post last published from here, for the links to where it shows. */
  published: { id: string; hashtags: readonly string[] } | undefined;
}

const empty: PostingState = {
  owner: undefined,
  title: '',
  caption: '',
  hashtags: '',
  pictures: [],
  phase: 'editing',
  notice: undefined,
  failedBefore: false,
  plan: undefined,
  published: undefined,
};

export const usePostingStore = create<PostingState>()(() => empty);

function changePicture(id: string, change: Partial<DraftPicture>): void {
  usePostingStore.setState((state) => ({
    pictures: state.pictures.map((picture) => (picture.id === id ? { ...picture, ...change } : picture)),
  }));
}

export const postingActions = {
  /** A fresh draft for `owner`, keeping nothing of the last but, for the same user, where uploads go. */
  reset(owner: string | undefined): void {
    usePostingStore.setState((state) => ({ ...empty, owner, plan: state.owner === owner ? state.plan : undefined }));
  },
  setText(change: Partial<Pick<PostingState, 'title' | 'caption' | 'hashtags'>>): void {
    usePostingStore.setState(change);
  },
  pictureAdded(id: string, name: string, video?: boolean): void {
    usePostingStore.setState((state) => ({
      pictures: [...state.pictures, { id, name, video, status: 'preparing', alt: '', progress: 0 }],
      phase: 'editing',
      notice: undefined,
      published: undefined,
    }));
  },
  pictureReady(id: string, prepared: PreparedPicture | PreparedVideo): void {
    changePicture(id, { status: 'ready', prepared });
  },
  pictureRefused(id: string, message: string): void {
    changePicture(id, { status: 'refused', message });
  },
  pictureRemoved(id: string): void {
    usePostingStore.setState((state) => ({ pictures: state.pictures.filter((picture) => picture.id !== id) }));
  },
  /** The alt text of a picture; one already uploaded keeps its upload, as alt text is the post's, not the file's. */
  setAlt(id: string, alt: string): void {
    changePicture(id, { alt });
  },
  planKnown(plan: UploadPlan): void {
    usePostingStore.setState({ plan });
  },
  phase(phase: PostingPhase, notice?: string): void {
    usePostingStore.setState({ phase, notice });
  },
  uploadStarted(id: string): void {
    changePicture(id, { status: 'uploading', progress: 0, message: undefined, mirrorNote: undefined });
  },
  uploadProgress(id: string, progress: number): void {
    const picture = usePostingStore.getState().pictures.find((candidate) => candidate.id === id);
    if (picture && picture.status === 'uploading' && picture.progress !== progress) changePicture(id, { progress });
  },
  uploaded(id: string, uploaded: DraftPicture['uploaded'], mirrorNote?: string): void {
    changePicture(id, { status: 'uploaded', progress: 1, uploaded, mirrorNote });
  },
  uploadFailed(id: string, message: string): void {
    changePicture(id, { status: 'failed', message });
  },
  /** The press failed: the draft stays as it is, and says why. */
  failed(notice: string): void {
    usePostingStore.setState({ phase: 'editing', notice, failedBefore: true });
  },
  /** Published: the draft is emptied for the next post; the links to this one stay. */
  published(id: string, hashtags: readonly string[]): void {
    usePostingStore.setState((state) => ({
      ...empty,
      owner: state.owner,
      plan: state.plan,
      phase: 'published',
      published: { id, hashtags },
    }));
  },
};

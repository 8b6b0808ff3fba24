/**
 * The nostr layer's front door for the rest of the app. NDK is a third of the app's
 * script and takes a while to start, so it is a separate chunk, fetched and run on first
 * use, and nothing that can go without it waits for it: the shell, the first request
 * (first-request.ts), the feed's warm start (feed-snapshot.ts) and the signature worker
 * need no NDK. It is not fetched with the page: on a slow link its script would share the
 * bandwidth with the app's own and the first pictures.
 * Every function here has the shape of its NDK-backed twin, made lazy.
 */
import type { CommentRequest, WalletConnection } from '../core/social';
import type { FeedFilter, NostrEvent, Profile } from '../core/types';
import type { CommentHandlers } from './comments';
import type { FeedHandlers, SubscribeOptions } from './feed-subscription';
import type { OwnSetHandlers, SetEventHandlers } from './media-sets';
import type { SetAddress } from '../core/sets';
import type { OwnListHandlers } from './own-lists';
import type { OwnListFilter, OwnListNow } from './own-list-now';
import type { EventTemplate, SignOptions } from './publish';
import type { RelayCounts } from './relay-status';
import type { RemoteLogin, RemoteLoginOptions } from './remote-signer';
import type { ZapInvoice, ZapOrder, ZapRecipient } from './lightning';
import type { ZapReceiptQuery } from './zap-receipts';
import type { PreparedPicture, UploadedFile, UserUploadServers } from '../core/posting';
import type { BlobUpload } from './blossom-upload';

export type {
  BlobUpload,
  CommentHandlers,
  EventTemplate,
  FeedHandlers,
  OwnListHandlers,
  OwnSetHandlers,
  RelayCounts,
  RemoteLogin,
  RemoteLoginOptions,
  ZapInvoice,
  ZapOrder,
  ZapReceiptQuery,
  ZapRecipient,
};
export { SignerRequiredError } from './signer-required';

const feedSubscription = () => import('./feed-subscription');
const login = () => import('./login');
const ownLists = () => import('./own-lists');
const publish = () => import('./publish');
const ndk = () => import('./ndk');

/** A subscription that may start a moment later; stopping it before then cancels it. */
function deferred(start: () => Promise<() => void>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void start().then(
    (started) => {
      if (stopped) started();
      else stop = started;
    },
    (error: unknown) => console.error('Could not load the relay client', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

export function subscribeFeed(filter: FeedFilter, handlers: FeedHandlers, options: SubscribeOptions = {}): () => void {
  return deferred(async () => (await feedSubscription()).subscribeFeed(filter, handlers, options));
}

/** One post's comments, live until stopped (docs/content-rules.md, Comments). */
export function watchComments(request: CommentRequest, handlers: CommentHandlers): () => void {
  return deferred(async () => (await import('./comments')).watchComments(request, handlers));
}

export function watchRelays(onChange: (counts: RelayCounts) => void): () => void {
  return deferred(async () => (await import('./relay-status')).watchRelays(onChange));
}

/** The relays of feeds that ask chosen relays alone (a relay route's). */
export function watchChosenRelays(onChange: (counts: RelayCounts) => void): () => void {
  return deferred(async () => (await import('./relay-status')).watchChosenRelays(onChange));
}

/**
 * Screen mode: every relay is retried for as long as the screen runs, and each lost relay
 * that is back is reported (relay-keeper.ts); stopping gives browsing's limit back.
 */
export function keepRelaysConnected(onReconnect: (url: string) => void): () => void {
  return deferred(async () => {
    const [{ getNdk }, { keepPoolConnected }, { chosenPool }] = await Promise.all([
      ndk(),
      import('./relay-keeper'),
      import('./chosen-relays'),
    ]);
    // A relay route's relay is kept as the configured ones are.
    const stops = [keepPoolConnected(getNdk().pool, onReconnect), keepPoolConnected(chosenPool(), onReconnect)];
    return () => {
      for (const stop of stops) stop();
    };
  });
}

/** Tries the relays that are not connected again at once (the user's Retry). */
export async function retryRelays(): Promise<void> {
  (await import('./relay-status')).retryRelays();
}

/** The same for the chosen relays of a relay route. */
export async function retryChosenRelays(): Promise<void> {
  (await import('./relay-status')).retryChosenRelays();
}

export async function fetchProfile(pubkey: string): Promise<Profile | undefined> {
  return (await import('./profiles')).fetchProfile(pubkey);
}

export async function fetchListEvent(ref: string): Promise<NostrEvent | undefined> {
  return (await import('./people-lists')).fetchListEvent(ref);
}

export async function fetchUserSets(pubkey: string): Promise<NostrEvent[]> {
  return (await import('./media-sets')).fetchUserSets(pubkey);
}

/** A set by its address, live until stopped (docs/content-rules.md, Media sets). */
export function watchSetEvents(address: SetAddress, handlers: SetEventHandlers): () => void {
  return deferred(async () => (await import('./media-sets')).watchSetEvents(address, handlers));
}

/** The signed-in user's sets, live until stopped (docs/session-and-actions.md, Sets). */
export function watchOwnSets(pubkey: string, handlers: OwnSetHandlers): () => void {
  return deferred(async () => (await import('./media-sets')).watchOwnSets(pubkey, handlers));
}

export async function searchPeople(query: string, signal?: AbortSignal): Promise<Profile[]> {
  return (await import('./people-search')).searchPeople(query, signal);
}

export async function fetchUserPeopleLists(pubkey: string): Promise<NostrEvent[]> {
  return (await import('./user-lists')).fetchUserPeopleLists(pubkey);
}

export async function signInWithExtension(): Promise<string> {
  return (await login()).signInWithExtension();
}

export async function signInWithPrivateKey(secretHex: string): Promise<string> {
  return (await login()).signInWithPrivateKey(secretHex);
}

export async function connectRemoteSigner(input: string, options: RemoteLoginOptions): Promise<RemoteLogin> {
  return (await import('./remote-signer')).connectRemoteSigner(input, options);
}

export async function clearSigner(): Promise<void> {
  (await login()).clearSigner();
}

export async function publishEvent(template: EventTemplate, relays: readonly string[], options?: SignOptions): Promise<NostrEvent> {
  return (await publish()).publishEvent(template, relays, options);
}

/** One of the user's lists as these relays hold it now, each asked on its own (docs/session-and-actions.md, Editing your lists). */
export async function readOwnListNow(filter: OwnListFilter, relays: readonly string[]): Promise<OwnListNow> {
  return (await import('./own-list-now')).readOwnListNow(filter, relays);
}

export function watchOwnLists(pubkey: string, handlers: OwnListHandlers): () => void {
  return deferred(async () => (await ownLists()).watchOwnLists(pubkey, handlers));
}

export function watchOwnReposts(pubkey: string, onEvent: (event: NostrEvent) => void): () => void {
  return deferred(async () => (await ownLists()).watchOwnReposts(pubkey, onEvent));
}

export async function fetchOwnReactions(pubkey: string, postId: string): Promise<NostrEvent[]> {
  return (await ownLists()).fetchOwnReactions(pubkey, postId);
}

export async function blockRelays(urls: readonly string[]): Promise<void> {
  (await ndk()).blockRelays(urls);
}

export async function addUserRelays(urls: readonly string[]): Promise<void> {
  (await ndk()).addUserRelays(urls);
}

export async function fetchZapRecipient(profile: Profile): Promise<ZapRecipient> {
  return (await import('./lightning')).fetchZapRecipient(profile);
}

export async function fetchZapInvoice(order: ZapOrder): Promise<ZapInvoice> {
  return (await import('./lightning')).fetchZapInvoice(order);
}

export function watchZapReceipts(query: ZapReceiptQuery, onReceipt: (event: NostrEvent) => void): () => void {
  return deferred(async () => (await import('./zap-receipts')).watchZapReceipts(query, onReceipt));
}

/** NIP-47 pay_invoice through the user's wallet; a refusal is an Error whose message says it in words. */
export async function payWithWallet(connection: WalletConnection, invoice: string, signal?: AbortSignal): Promise<{ preimage?: string }> {
  return (await import('./wallet-connect')).payWithWallet(connection, invoice, signal);
}

/** The author's NIP-05 address as shown, once its identity document names them. */
export async function verifyNip05(nip05: string, pubkey: string): Promise<string | undefined> {
  return (await import('./nip05-check')).verifyNip05(nip05, pubkey);
}

export async function watchRates(onEvent: (event: NostrEvent) => void): Promise<() => void> {
  return (await import('./rates')).watchRates(onEvent);
}

export async function fetchLinkedPost(id: string): Promise<NostrEvent | undefined> {
  return (await import('./linked-post')).fetchLinkedPost(id);
}

/** The user's Blossom (kind 10063) and NIP-96 (kind 10096) servers (docs/posting.md, Upload servers). */
export async function fetchUploadServers(pubkey: string): Promise<UserUploadServers> {
  return (await import('./upload-servers')).fetchUploadServers(pubkey);
}

/** BUD-02 `PUT /upload`, signed by the session's signer; an UploadError says why it failed. */
export async function uploadBlob(server: string, picture: PreparedPicture, onProgress: (fraction: number) => void): Promise<BlobUpload> {
  return (await import('./uploads')).uploadBlob(server, picture, onProgress);
}

/** BUD-04 `PUT /mirror` of a file already uploaded, with the upload's authorization. */
export async function mirrorBlob(server: string, url: string, hash: string, authorization: string): Promise<UploadedFile> {
  return (await import('./uploads')).mirrorBlob(server, url, hash, authorization);
}

/** A NIP-96 upload with a NIP-98 token; an UploadError says why it failed. */
export async function uploadNip96(
  server: string,
  picture: PreparedPicture,
  alt: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  return (await import('./uploads')).uploadNip96(server, picture, alt, onProgress);
}

/**
 * The upload modules wired to the page: XMLHttpRequest for the progress of each body, and
 * the session's signer for the authorizations (docs/posting.md, Uploads). Loaded with the
 * posting screen's first upload, through client.ts.
 */
import type { PreparedPicture, UploadedFile } from '../core/posting';
import { mirrorBlob as mirror, uploadBlob as upload, type BlobUpload, type UploadIo } from './blossom-upload';
import { xhrTransport } from './http-transport';
import { uploadNip96 as uploadToNip96 } from './nip96-upload';
import { signEvent } from './publish';

const pageIo: UploadIo = {
  transport: xhrTransport,
  // An authorization names a file: a #word in its name is no hashtag.
  sign: (template) => signEvent(template, { tagsAsGiven: true }),
  now: () => Math.floor(Date.now() / 1000),
};

export function uploadBlob(server: string, picture: PreparedPicture, onProgress: (fraction: number) => void): Promise<BlobUpload> {
  return upload(server, picture, onProgress, pageIo);
}

export function mirrorBlob(server: string, url: string, hash: string, authorization: string): Promise<UploadedFile> {
  return mirror(server, url, hash, authorization, pageIo);
}

export function uploadNip96(
  server: string,
  picture: PreparedPicture,
  alt: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  return uploadToNip96(server, picture, alt, onProgress, pageIo);
}

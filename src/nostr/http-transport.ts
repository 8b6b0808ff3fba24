/**
 * One HTTP request for an upload, with the progress of its body (docs/posting.md,
 * Uploads). `fetch` reports no upload progress, so this is XMLHttpRequest. The upload
 * modules take the transport as a parameter: their tests pass a fake.
 */
import { UploadError } from '../core/upload-failure';

export interface HttpRequest {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  headers?: Readonly<Record<string, string>>;
  body?: Uint8Array<ArrayBuffer> | FormData | string;
  /** The share of the body sent so far, 0 to 1. */
  onUploadProgress?(fraction: number): void;
  timeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  /** A response header, null when absent or not exposed by CORS. */
  header(name: string): string | null;
  text: string;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpAnswer>;

/** A request that has not finished after this long has failed: a stalled connection must not keep the form busy for ever. */
const DEFAULT_TIMEOUT_MS = 5 * 60_000;

/** XMLHttpRequest; no answer at all (offline, refused, blocked by CORS, timed out) rejects with a network UploadError. */
export const xhrTransport: HttpTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    const progress = request.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) progress(event.loaded / event.total);
      };
      xhr.upload.onload = () => progress(1);
    }
    const failed = (): void => reject(new UploadError({ kind: 'network' }));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.onload = () => resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText });
    xhr.send(request.body ?? null);
  });

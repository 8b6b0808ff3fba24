/**
 * One HTTP request for an upload, with the progress of its body (docs/posting.md,
 * Uploads). `fetch` reports no upload progress, so this is XMLHttpRequest. The upload
 * modules take the transport as a parameter: their tests pass a fake.
 */
import { UploadError } from '../core/posting';

export interface HttpRequest {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  headers?: Readonly<Record<string, string>>;
  body?: Uint8Array<ArrayBuffer> | FormData | string;
  /** The share of the body sent so far, 0 to 1. */
  onUploadProgress?(fraction: number): void;
  /** How long the request may go without sending or receiving anything before it has failed. */
  stallMs?: number;
}

export interface HttpAnswer {
  status: number;
  /** A response header, null when absent or not exposed by CORS. */
  header(name: string): string | null;
  text: string;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpAnswer>;

/**
 * docs/constants.md: a request that has sent and received nothing for this long has failed.
 * Measured from the last sign of life, not from the start: a large picture on a slow link
 * may take longer than this to send, and must not be cut off while it moves.
 */
const DEFAULT_STALL_MS = 2 * 60_000;

/** XMLHttpRequest; no answer at all (offline, refused, blocked by CORS, stalled) rejects with a network UploadError. */
export const xhrTransport: HttpTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const stallMs = request.stallMs ?? DEFAULT_STALL_MS;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const alive = (): void => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), stallMs);
    };
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    const progress = request.onUploadProgress;
    xhr.upload.onprogress = (event) => {
      alive();
      if (progress && event.lengthComputable && event.total > 0) progress(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      alive();
      progress?.(1);
    };
    xhr.onprogress = alive;
    const failed = (): void => {
      clearTimeout(stall);
      reject(new UploadError({ kind: 'network' }));
    };
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      clearTimeout(stall);
      resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText });
    };
    alive();
    xhr.send(request.body ?? null);
  });

/**
 * Why an upload failed, in words for the user (docs/posting.md, Uploads): the server's own
 * reason when it gives one (BUD-01's `X-Reason` header, else the `message` of its JSON
 * error), the HTTP status, or that the server could not be reached. The reason is a
 * stranger's text: one line, cut short, shown as text.
 */

export type UploadFailure =
  /** No answer at all: offline, refused, a CORS refusal, or the connection dropped. */
  | { kind: 'network' }
  /** The server answered with an error status. */
  | { kind: 'http'; status: number; reason?: string }
  /** The server answered 2xx with something the app cannot use. */
  | { kind: 'answer'; reason: string };

/** Carries an UploadFailure through a thrown error, so callers can say why. */
export class UploadError extends Error {
  readonly failure: UploadFailure;
  constructor(failure: UploadFailure) {
    super(
      failure.kind === 'network'
        ? 'Upload failed: no answer'
        : `Upload failed: ${failure.kind === 'http' ? failure.status : failure.reason}`,
    );
    this.name = 'UploadError';
    this.failure = failure;
  }
}

/** A reason longer than this is not one a person wrote for a person. */
const MAX_REASON_LENGTH = 200;

/** One line of plain text, at most MAX_REASON_LENGTH characters; undefined when nothing is left. */
export function cleanReason(text: string | null | undefined): string | undefined {
  const clean = (text ?? '')
    .replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return undefined;
  const chars = [...clean];
  return chars.length > MAX_REASON_LENGTH ? `${chars.slice(0, MAX_REASON_LENGTH - 1).join('')}…` : clean;
}

/** BUD-01: the `X-Reason` header, else the `message` of a JSON error body, else none. */
export function serverReason(xReason: string | null | undefined, body: string): string | undefined {
  const fromHeader = cleanReason(xReason);
  if (fromHeader) return fromHeader;
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string')
      return cleanReason(json.message);
  } catch {
    // Not JSON: an HTML error page says nothing the user can use.
  }
  return undefined;
}

/** Why, in words that follow a colon: "the server said … (HTTP 500)". */
export function failureReason(failure: UploadFailure): string {
  switch (failure.kind) {
    case 'network':
      return 'the server could not be reached';
    case 'http':
      return failure.reason ? `the server said "${failure.reason}" (HTTP ${failure.status})` : `the server answered HTTP ${failure.status}`;
    case 'answer':
      return failure.reason;
  }
}

/** "Could not upload beach.jpg to cdn.example: …", naming the server by its host. */
export function uploadFailureMessage(name: string, host: string, failure: UploadFailure): string {
  return `Could not upload ${name} to ${host}: ${failureReason(failure)}.`;
}

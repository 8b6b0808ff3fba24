import { describe, expect, it } from 'vitest';
import { cleanReason, serverReason, UploadError, uploadFailureMessage } from './upload-failure';

describe('serverReason', () => {
  it('takes the X-Reason header first (BUD-01)', () => {
    expect(serverReason('Server is out of space', '{"message":"other"}')).toBe('Server is out of space');
  });

  it('else the message of a JSON error body', () => {
    expect(serverReason(null, '{"message":"File too large"}')).toBe('File too large');
  });

  it('else nothing: an HTML page or a message that is not text says nothing', () => {
    expect(serverReason(null, '<html>502</html>')).toBeUndefined();
    expect(serverReason('', '{"message":42}')).toBeUndefined();
  });
});

describe('cleanReason', () => {
  it('keeps one line of plain text, without bidi overrides, cut short', () => {
    expect(cleanReason('a\n\tb\u202Ec')).toBe('a b c');
    const long = cleanReason('x'.repeat(1000));
    expect([...(long ?? '')].length).toBe(200);
    expect(long?.endsWith('…')).toBe(true);
  });
});

describe('uploadFailureMessage', () => {
  it('quotes the server, with the status', () => {
    expect(uploadFailureMessage('a.jpg', 'cdn.example', { kind: 'http', status: 500, reason: 'Disk full' })).toBe(
      'Could not upload a.jpg to cdn.example: the server said "Disk full" (HTTP 500).',
    );
  });

  it('names the status when the server gives no reason', () => {
    expect(uploadFailureMessage('a.jpg', 'cdn.example', { kind: 'http', status: 413 })).toBe(
      'Could not upload a.jpg to cdn.example: the server answered HTTP 413.',
    );
  });

  it('says when the server could not be reached, or answered with something unusable', () => {
    expect(uploadFailureMessage('a.jpg', 'cdn.example', { kind: 'network' })).toBe(
      'Could not upload a.jpg to cdn.example: the server could not be reached.',
    );
    expect(uploadFailureMessage('a.jpg', 'cdn.example', { kind: 'answer', reason: 'its answer is not a blob descriptor' })).toBe(
      'Could not upload a.jpg to cdn.example: its answer is not a blob descriptor.',
    );
  });

  it('travels in an UploadError', () => {
    const error = new UploadError({ kind: 'http', status: 401, reason: 'no' });
    expect(error).toBeInstanceOf(Error);
    expect(error.failure).toEqual({ kind: 'http', status: 401, reason: 'no' });
  });
});

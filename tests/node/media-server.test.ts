/** The local media server serves real pictures, byte ranges of real videos, resized copies and NIP-05. */
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../support/http-range';
import { startMediaServer, type MediaServer } from '../support/media-server';
import { imageSpecOf } from '../support/media-spec';

let server: MediaServer;
beforeAll(async () => {
  server = await startMediaServer();
});
afterAll(() => server.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const pixelsOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('startMediaServer', () => {
  it('serves a generated jpg with its content type, CORS and caching headers, and real pixels', async () => {
    const response = await get('/media/test-photo.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const meta = await pixelsOf(response);
    const spec = imageSpecOf('test-photo');
    expect(meta).toMatchObject({ format: 'jpeg', width: spec.width, height: spec.height });
  });

  it('serves png, webp and gif in their own formats, the same picture every time', async () => {
    for (const [ext, format] of [
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const response = await get(`/media/fmt-${ext}.${ext}`);
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      expect((await pixelsOf(response)).format).toBe(format);
    }
    const [a, b] = await Promise.all([get('/media/same.png'), get('/media/same.png')]);
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  });

  it('answers byte ranges of the mp4 with 206 and out-of-range requests with 416', async () => {
    const whole = await get('/media/clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);

    const part = await get('/media/clip.mp4', { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.length).toBe(100);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const tail = await get('/media/clip.mp4', { Range: 'bytes=100-' });
    expect(tail.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);

    const beyond = await get('/media/clip.mp4', { Range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);

    const webm = await get('/media/clip.webm', { Range: 'bytes=0-3' });
    expect(webm.status).toBe(206);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect([...Buffer.from(await webm.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('resizes through the imgproxy-shaped route, and records that it was asked', async () => {
    const original = `${server.url}/media/proxied.jpg`;
    const spec = imageSpecOf('proxied');
    const path = `/insecure/f:webp/rs:fill:300/plain/${original}`;
    const resized = await get(path);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    const meta = await pixelsOf(resized);
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(Math.round((300 * spec.height) / spec.width));
    expect(server.requests).toContain(path);

    const cropped = await pixelsOf(await get(`/insecure/f:webp/rs:fill:200:120/plain/${original}`));
    expect([cropped.width, cropped.height]).toEqual([200, 120]);
    const encoded = await pixelsOf(await get(`/insecure/f:webp/rs:fill:150/plain/${encodeURIComponent(original)}`));
    expect(encoded.width).toBe(150);
  });

  it('never fetches other hosts through the proxy, and 404s missing and unknown paths', async () => {
    expect((await get('/insecure/f:webp/rs:fill:300/plain/https://example.com/a.jpg')).status).toBe(404);
    expect((await get(`/insecure/f:webp/rs:fill:300/plain/${server.url}/media/missing-x.jpg`)).status).toBe(404);
    expect((await get('/media/missing-photo.jpg')).status).toBe(404);
    expect((await get('/media/photo.txt')).status).toBe(404);
    const unknown = await get('/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers NIP-05 from the names set with setNip05', async () => {
    const pubkey = 'a'.repeat(64);
    server.setNip05({ alice: pubkey }, { [pubkey]: ['ws://127.0.0.1:7447'] });
    const alice = await (await get('/.well-known/nostr.json?name=alice')).json();
    expect(alice).toEqual({ names: { alice: pubkey }, relays: { [pubkey]: ['ws://127.0.0.1:7447'] } });
    expect(await (await get('/.well-known/nostr.json?name=bob')).json()).toEqual({ names: {} });
  });
});

describe('parseRange', () => {
  it('reads the single-range forms browsers send', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseRange(undefined, 10)).toBeUndefined();
  });
});

describe('media-server-cli', () => {
  it('runs the server as its own process, prints its URL and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/media-server-cli.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(String(data).trim())));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${url}/media/cli.jpg`)).headers.get('content-type')).toBe('image/jpeg');
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});

import { keepsThumbnail, THUMBNAIL_CACHE_LIMITS, thumbnailsToEvict, type CachedThumbnail } from '../core/media';

const CACHE_NAME = 'diorama-thumbnails-v1';

/** Pictures through the configured image proxy; originals and video are never kept. */
export function isThumbnailRequest(request: Request, url: URL, proxyBase: string): boolean {
  return request.destination === 'image' && proxyBase !== '' && url.href.startsWith(`${proxyBase}/`);
}

/** What the cache holds, in the order it was stored; read once per worker lifetime. */
let index: Promise<Map<string, number>> | undefined;

async function readIndex(cache: Cache): Promise<Map<string, number>> {
  const entries = new Map<string, number>();
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    entries.set(request.url, Number(stored?.headers.get('content-length') ?? 0));
  }
  return entries;
}

async function remember(cache: Cache, url: string, response: Response): Promise<void> {
  const body = await response.blob();
  if (!keepsThumbnail(body.size, THUMBNAIL_CACHE_LIMITS)) return;
  const headers = new Headers(response.headers);
  headers.set('content-length', String(body.size));
  await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  index ??= readIndex(cache);
  const entries = await index;
  entries.delete(url);
  entries.set(url, body.size);
  const listed: CachedThumbnail[] = [...entries].map(([key, bytes]) => ({ url: key, bytes }));
  for (const evicted of thumbnailsToEvict(listed, THUMBNAIL_CACHE_LIMITS)) {
    entries.delete(evicted);
    await cache.delete(evicted);
  }
}

/**
 * Cache first. The network request is made in CORS mode so the body's size can be read
 * and bounded (an opaque response's cannot, and the browser counts each as megabytes);
 * a proxy without CORS headers is still served, just not kept.
 */
export async function serveThumbnail(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  let response: Response;
  try {
    response = await fetch(request.url, { mode: 'cors', credentials: 'omit' });
  } catch {
    return fetch(request);
  }
  // Storing outlives the response: the worker is kept alive until it is done.
  if (response.ok) waitUntil(remember(cache, request.url, response.clone()).catch(() => undefined));
  return response;
}

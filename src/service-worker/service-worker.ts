/**
 * The service worker (docs/cache-and-offline.md, Service worker): the app shell is
 * precached so the app opens with no network at all (the feed then comes from the app's
 * own IndexedDB cache), and proxied thumbnails are kept, within limits, so pictures seen
 * before show offline too.
 *
 * An update waits: a new worker installs beside the old one and takes over only when the
 * page asks it to (the "New version" notice), so a page never runs old code against new
 * files or the other way round.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { imageProxyConfig } from '../core/media';
import { isThumbnailRequest, serveThumbnail } from './thumbnails';

interface ServiceWorkerScope {
  /** Filled in at build time with the shell's files and their revisions. */
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

declare const self: ServiceWorkerScope;

const proxyBase = imageProxyConfig(import.meta.env.VITE_IMAGE_PROXY, import.meta.env.VITE_IMAGE_PROXY_KIND).base;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once, so its pictures are kept from the
// first visit. A later version activates only after the user accepted it, and the page
// reloads as soon as it takes over.
clientsClaim();

// Every route is the same single page: a navigation gets the precached shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

registerRoute(
  ({ request, url }) => isThumbnailRequest(request, url, proxyBase),
  ({ request, event }) => serveThumbnail(request, (work) => event.waitUntil(work)),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

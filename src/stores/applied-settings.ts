/**
 * What two of the visitor's settings mean where code outside React asks
 * (docs/settings.md, Image proxy and Reduce motion); components follow them through hooks
 * (hooks/use-image-proxy.ts) and CSS through the page's `data-motion` (app/motion-attribute.ts).
 */
import { config } from '../config';
import { effectiveImageProxy, reducesMotion } from '../core/config';
import type { ImageProxyConfig } from '../core/media';
import { useSettingsStore } from './settings-store';

/** The image proxy pictures are loaded through now: the configured one, or none. */
export function currentImageProxy(): ImageProxyConfig {
  return effectiveImageProxy(useSettingsStore.getState().imageProxy, config.imageProxy);
}

/** Whether moving decoration is left out now: the one question code asks instead of the system's media query. */
export function motionReduced(): boolean {
  const systemAsksLess = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reducesMotion(useSettingsStore.getState().motion, systemAsksLess);
}

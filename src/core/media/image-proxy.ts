/**
 * Image resizing proxy URLs (docs/data-and-requests.md, Image proxy; docs/architecture.md, Configuration): webp at
 * the widths 80, 200, 320, 800 and 1920. Videos are never proxied.
 */
import { isHttpUrl } from '../primitives/http-url';

export const IMAGE_WIDTHS: readonly number[] = [80, 200, 320, 800, 1920];

export interface ImageProxyConfig {
  kind: 'imgproxy' | 'weserv' | 'none';
  base: string;
}

const DEFAULT_IMAGE_PROXY = 'https://wsrv.nl';

/** VITE_IMAGE_PROXY and VITE_IMAGE_PROXY_KIND (docs/architecture.md, Configuration); "none" turns the proxy off. */
export function imageProxyConfig(proxy: string | undefined, kind: string | undefined): ImageProxyConfig {
  const base = proxy?.trim() || DEFAULT_IMAGE_PROXY;
  if (base === 'none') return { kind: 'none', base: '' };
  return { kind: kind === 'imgproxy' ? 'imgproxy' : 'weserv', base: base.replace(/\/+$/, '') };
}

/** The proxied URL, the original when there is no proxy, undefined for non-http input. */
export function proxiedImageUrl(url: string, width: number, config: ImageProxyConfig, height?: number): string | undefined {
  return isHttpUrl(url) ? proxyUrl(url, width, config, height) : undefined;
}

/** For a URL already known to be http(s): parsing it again per width was a cost per tile. */
function proxyUrl(url: string, width: number, config: ImageProxyConfig, height?: number): string {
  if (config.kind === 'none') return url;
  if (config.kind === 'imgproxy') {
    const size = height ? `${width}:${height}` : `${width}`;
    return `${config.base}/insecure/f:webp/rs:fill:${size}/plain/${url}`;
  }
  const h = height ? `&h=${height}` : '';
  return `${config.base}/?url=${encodeURIComponent(url)}&w=${width}${h}&output=webp`;
}

/** Profile pictures are small: the proxy's smallest width, square. */
export const AVATAR_WIDTH = 80;

/** A profile picture through the proxy; undefined for anything but an http(s) URL. */
export function proxiedAvatarUrl(url: string | undefined, config: ImageProxyConfig): string | undefined {
  return url ? proxiedImageUrl(url, AVATAR_WIDTH, config, AVATAR_WIDTH) : undefined;
}

export function imageSrcSet(url: string, config: ImageProxyConfig): string {
  if (config.kind === 'none' || !isHttpUrl(url)) return '';
  return IMAGE_WIDTHS.map((width) => `${proxyUrl(url, width, config)} ${width}w`).join(', ');
}

/**
 * The addresses a srcset attribute offers, in order: its whitespace-separated tokens that
 * are not width or density descriptors (HTML's srcset syntax; addresses hold no spaces,
 * but may hold commas).
 */
export function srcSetUrls(srcset: string): string[] {
  return srcset.split(/\s+/).filter((token) => token !== '' && !/^\d+(\.\d+)?[wx],?$/.test(token));
}

/** The smallest proxy width that covers `cssWidth` at this pixel density. */
export function widthFor(cssWidth: number, devicePixelRatio = 1): number {
  const needed = cssWidth * (devicePixelRatio > 0 ? devicePixelRatio : 1);
  return IMAGE_WIDTHS.find((width) => width >= needed) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1920;
}

export interface PictureSources {
  src: string;
  srcSet: string | undefined;
}

/**
 * Where a picture is loaded from, for every element that shows or fetches it (a tile, the
 * painted first screen, a request made ahead): all must name the same files for the
 * browser to hand one response to the others. The proxy's `width` as the fallback `src`,
 * and every proxy width as the srcset; the original file alone without a proxy
 * (docs/settings.md, Image proxy).
 */
export function pictureSources(url: string, width: number, proxy: ImageProxyConfig): PictureSources {
  return {
    src: proxiedImageUrl(url, width, proxy) ?? url,
    srcSet: imageSrcSet(url, proxy) || undefined,
  };
}

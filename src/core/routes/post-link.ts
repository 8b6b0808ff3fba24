/**
 * The address a phone opens a post at (docs/views-and-keys.md, Screen mode): on the app's
 * public address (VITE_PUBLIC_URL), the author's page in the scroll view at the post, named
 * by its NIP-19 nevent (docs/routes-and-filters.md, View address parameters). The author's
 * page keeps the code small and leads on to more of the author's pictures.
 */
import type { MediaItem } from '../types';
import { withViewAddress } from './view-address';

/** `place`: which of the post's pictures, from 0. `showAdult`: the screen shows adult content, so the phone does too. */
export function postLink(publicUrl: string, item: Pick<MediaItem, 'author' | 'post'>, place: number, showAdult: boolean): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/p/${item.author}${withViewAddress(showAdult ? '?adult=true' : '', 'scroll', item.post, place)}`;
}

/**
 * Where the gallery's grid will be, known before React has rendered it: the first screen
 * is painted there (stores/first-screen-posts.ts). Every header a painted route shows above
 * its grid is a box of fixed height, the same before its profile, list or set has come as
 * after (docs/views-and-keys.md, Grid view), so a hidden copy of its empty boxes, styled by
 * the app's own style sheet, measures the grid's top, left and width. The filter summary
 * and a relay's header are not measured this way: those routes are not painted early.
 */
import type { GalleryHeaderKind } from '../core/feed';
import type { GridPlace } from '../stores/first-screen-posts';

/** The headers measured here: those of the routes painted before React. */
export type MeasuredHeader = Exclude<GalleryHeaderKind, 'relay'>;

function element(parent: HTMLElement, tag: string, className: string): HTMLElement {
  const child = parent.appendChild(document.createElement(tag));
  child.className = className;
  return child;
}

/** The search box, as features/search/search-header.tsx renders it. */
function searchHeader(parent: HTMLElement): void {
  const header = element(parent, 'header', 'search-header');
  element(header, 'button', 'search-header__title').textContent = '#';
}

/** The header's boxes, as features/gallery/gallery-header.tsx renders them before their data. */
function header(gallery: HTMLElement, kind: MeasuredHeader): void {
  switch (kind) {
    case 'author':
      return void element(gallery, 'header', 'author-header');
    case 'set':
      return void element(gallery, 'header', 'author-header set-header');
    case 'list':
      searchHeader(gallery);
      // The list header's room (list-header-room.tsx): the list header's own box.
      return void element(gallery, 'div', 'list-header list-header--room');
    case 'home':
      return searchHeader(element(gallery, 'div', 'gallery-header gallery-header--home'));
    case 'search':
      return searchHeader(gallery);
  }
}

/** The gallery's boxes down to its grid, as features/gallery renders them (gallery.tsx). */
function probe(kind: MeasuredHeader): HTMLElement {
  const main = document.createElement('main');
  main.className = 'layout__main';
  main.setAttribute('aria-hidden', 'true');
  main.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden';
  const gallery = element(main, 'div', 'gallery');
  header(gallery, kind);
  element(gallery, 'div', 'grid').style.height = '0';
  return main;
}

/**
 * The grid's place on this page under the header of `kind`, measured once, as it will be
 * when the page scrolls: a first screen full of pictures makes it scroll, and a scroll bar
 * that takes room (where scroll bars are not drawn over the page) narrows the grid.
 */
export function measureGridPlace(kind: MeasuredHeader): GridPlace | undefined {
  const root = document.documentElement;
  const overflow = root.style.overflowY;
  root.style.overflowY = 'scroll';
  const shell = probe(kind);
  document.body.append(shell);
  const grid = shell.querySelector<HTMLElement>('.grid');
  const box = grid?.getBoundingClientRect();
  // The grid lays out by its content width in whole pixels (hooks/use-element-width.ts).
  const width = grid?.clientWidth ?? 0;
  shell.remove();
  root.style.overflowY = overflow;
  if (!box || width <= 0) return undefined;
  return { left: box.left + window.scrollX, top: box.top + window.scrollY, width };
}

/**
 * Where the grid of a hashtag, topic or /global route will be, known before React has
 * rendered it: the first screen is painted there (stores/first-screen-posts.ts). The
 * header above the grid is one line of fixed height on these routes, so a hidden copy of
 * its boxes, styled by the app's own style sheet, measures it: the grid's top, left and
 * width. Routes with more above their grid (an author's header, a set's, the filter
 * summary) are not measured this way.
 */
import type { GridPlace } from '../stores/first-screen-posts';

/** The gallery's boxes down to its grid, as features/gallery renders them (gallery.tsx, gallery-header.tsx, search-header.tsx). */
function probe(home: boolean): HTMLElement {
  const main = document.createElement('main');
  main.className = 'layout__main';
  main.setAttribute('aria-hidden', 'true');
  main.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden';
  const gallery = main.appendChild(document.createElement('div'));
  gallery.className = 'gallery';
  const headerParent = home ? gallery.appendChild(document.createElement('div')) : gallery;
  if (home) headerParent.className = 'gallery-header gallery-header--home';
  const header = headerParent.appendChild(document.createElement('header'));
  header.className = 'search-header';
  const title = header.appendChild(document.createElement('button'));
  title.className = 'search-header__title';
  title.textContent = '#';
  const grid = gallery.appendChild(document.createElement('div'));
  grid.className = 'grid';
  grid.style.height = '0';
  return main;
}

/**
 * The grid's place on this page, measured once, as it will be when the page scrolls: a
 * first screen full of pictures makes it scroll, and a scroll bar that takes room (where
 * scroll bars are not drawn over the page) narrows the grid.
 */
export function measureGridPlace({ home }: { home: boolean }): GridPlace | undefined {
  const root = document.documentElement;
  const overflow = root.style.overflowY;
  root.style.overflowY = 'scroll';
  const shell = probe(home);
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

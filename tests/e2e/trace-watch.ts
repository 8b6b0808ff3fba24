/**
 * Watches a page for any trace of a string, in every frame and in every DOM change
 * between frames: an element, text or attribute that contains it, however briefly. What
 * a test checks after the page has settled would miss a post drawn and taken back. The
 * requests the page made for addresses holding it are told apart: a picture may be
 * fetched while its post is checked, never shown (docs/data-and-requests.md, Verified
 * before shown).
 */
import type { Page } from '@playwright/test';

export interface Traces {
  /** Every trace in a frame or a DOM change. */
  shown: string[];
  /** Every request for an address holding the string. */
  requests: string[];
}

export async function watchForTrace(page: Page, marker: string): Promise<() => Promise<Traces>> {
  await page.addInitScript((needle: string) => {
    const seen: string[] = [];
    Object.assign(window, { __traces: seen });
    const note = (where: string, text: string | null | undefined): void => {
      if (text?.includes(needle)) seen.push(`${where}: ${text.slice(0, 200)}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element)
          note('attribute', record.target.getAttribute(record.attributeName ?? ''));
        if (record.type === 'characterData') note('text', record.target.textContent);
        record.addedNodes.forEach((node) => note('added', node instanceof Element ? node.outerHTML : node.textContent));
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const everyFrame = (): void => {
      note('frame', document.documentElement.outerHTML);
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, marker);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(marker)) requested.push(request.url());
  });
  return async () => ({
    shown: await page.evaluate(() => (window as unknown as { __traces: string[] }).__traces),
    requests: [...requested],
  });
}

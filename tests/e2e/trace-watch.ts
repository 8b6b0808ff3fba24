/**
 * Watches a page for any trace of a string, in every frame and in every DOM change
 * between frames: an element, text or attribute that contains it, however briefly. What
 * a test checks after the page has settled would miss a post drawn and taken back.
 */
import type { Page } from '@playwright/test';

export async function watchForTrace(page: Page, marker: string): Promise<() => Promise<string[]>> {
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
    if (request.url().includes(marker)) requested.push(`request: ${request.url()}`);
  });
  return async () => [...requested, ...(await page.evaluate(() => (window as unknown as { __traces: string[] }).__traces))];
}

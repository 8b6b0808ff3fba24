import type { BrowserContext, Page } from '@playwright/test';

/**
 * A WebLN provider (webln.guide), `window.webln`, whose payments are made in Node:
 * `onPay` receives each invoice the page asks to pay.
 */
export async function installWebln(page: Page, onPay: (invoice: string) => Promise<void>): Promise<void> {
  await page.exposeFunction('weblnPay', async (invoice: string) => {
    await onPay(invoice);
    return { preimage: '00'.repeat(32) };
  });
  await page.addInitScript(() => {
    const bridge = window as unknown as { weblnPay(invoice: string): Promise<unknown>; webln: unknown };
    bridge.webln = { enable: () => Promise.resolve(), sendPayment: (invoice: string) => bridge.weblnPay(invoice) };
  });
}

/** Answers `https://{domain}/…` from a server on 127.0.0.1, as if it were that host. */
export async function routeToLocal(context: BrowserContext, domain: string, localBase: string): Promise<void> {
  await context.route(`https://${domain}/**`, async (route) => {
    const original = new URL(route.request().url());
    const response = await fetchAgainIfReset(`${localBase}${original.pathname}${original.search}`, domain);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  });
}

/**
 * Node's fetch keeps connections open between requests; one the local server has just
 * closed is reset under the next request, which never reached the server, so it is sent
 * again once on a fresh connection.
 */
async function fetchAgainIfReset(url: string, domain: string): Promise<Response> {
  const init = { headers: { 'x-forwarded-host': domain } };
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });
  }
}

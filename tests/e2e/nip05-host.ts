import type { BrowserContext } from '@playwright/test';

/** Answers the identity document (NIP-05) for one name at the fixture domain; counts the lookups. */
export async function answerNip05(
  context: BrowserContext,
  domain: string,
  name: string,
  names: Record<string, string>,
): Promise<() => number> {
  let lookups = 0;
  await context.route(
    (url) => url.hostname === domain && url.pathname === '/.well-known/nostr.json' && url.searchParams.get('name') === name,
    async (route) => {
      lookups++;
      await route.fulfill({ json: { names }, headers: { 'access-control-allow-origin': '*' } });
    },
  );
  return () => lookups;
}

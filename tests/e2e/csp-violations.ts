import type { Page } from '@playwright/test';

/** Every Content-Security-Policy violation the page reports, across navigations. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return violations;
}

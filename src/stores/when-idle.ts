/**
 * Resolves once the browser has painted and has nothing left to do, or after
 * `timeoutMs` at the latest: for work that must not hold a first screen back.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(50, timeoutMs));
  });
}

/**
 * light-bolt11-decoder in place of the package, for a build (vite.config.ts): NDK
 * imports it only to read the invoice inside a zap receipt (kind 9735), and the product
 * reads no zap receipts; its own zaps decode their invoices in core/social/bolt11.ts. Without
 * it, and the base-32 code it brings, the relay client's chunk, which every first visit
 * loads, is smaller (the first-route script budgets, bench/budgets.ts).
 * Calling it says why it fails.
 */
export function decode(): never {
  throw new Error('Zap receipts are not read in this app');
}

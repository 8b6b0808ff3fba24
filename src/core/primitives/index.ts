/**
 * The primitives domain's face (docs/architecture.md, The map): caches, batches, queues,
 * hashes, http(s) addresses. What the rest of the app uses of it; the build imports each name
 * from its file.
 */
export { afterDelay, createBatcher, RELAY_BATCH_DELAY_MS, type Schedule } from './batcher';
export { createClaimable } from './claimable';
export { LRUCache } from './lru-cache';
export { stringHash } from './string-hash';
export { createTaskQueue } from './task-queue';

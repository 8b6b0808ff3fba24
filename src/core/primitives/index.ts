export { afterDelay, createBatcher, RELAY_BATCH_DELAY_MS, type Schedule } from './batcher';
export { createClaimable } from './claimable';
export { LRUCache } from './lru-cache';
export { stringHash } from './string-hash';
export { createTaskQueue } from './task-queue';

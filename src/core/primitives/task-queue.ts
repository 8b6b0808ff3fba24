/**
 * Runs asynchronous tasks at most `concurrency` at a time, in the order they were given
 * (10 for NIP-05 lookups, src/nostr/nip05-check.ts). A task that fails
 * frees its place like one that succeeds; its caller gets the failure.
 */
export type TaskQueue = <T>(task: () => Promise<T>) => Promise<T>;

export function createTaskQueue(concurrency: number): TaskQueue {
  const limit = Math.max(1, Math.floor(concurrency));
  const waiting: (() => void)[] = [];
  let running = 0;

  const next = (): void => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    running++;
    start();
  };

  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        // A task that throws before returning its promise is a failure like any other.
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      });
      next();
    });
}

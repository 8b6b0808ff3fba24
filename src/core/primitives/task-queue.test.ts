import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue';

/** A task the test finishes by hand. */
function manual<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs at most `concurrency` tasks at once, in order', async () => {
    const run = createTaskQueue(2);
    const tasks = [manual<number>(), manual<number>(), manual<number>()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    tasks[1]?.finish(11);
    await expect(results[1]).resolves.toBe(11);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.finish(10);
    tasks[2]?.finish(12);
    await expect(Promise.all(results)).resolves.toEqual([10, 11, 12]);
  });

  it('frees the place of a task that fails, and hands the failure to its caller', async () => {
    const run = createTaskQueue(1);
    const failing = manual<number>();
    const first = run(() => failing.promise);
    const thrown = run((): Promise<number> => {
      throw new Error('sync');
    });
    const last = run(() => Promise.resolve(3));
    failing.fail(new Error('nope'));
    await expect(first).rejects.toThrow('nope');
    await expect(thrown).rejects.toThrow('sync');
    await expect(last).resolves.toBe(3);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import type { SignatureCheckerModule } from './verify-off-thread';
import { freshChecks, gate, ids, post, settled } from '../../tests/app-support/fake-signature-checks';

describe('the first posts of a first visit', () => {
  it('wait for the page’s checker while it loads, and start no worker: what it checks comes after the first screen', async () => {
    const loading = gate<SignatureCheckerModule>();
    const checks = freshChecks({ checker: () => loading.opened });
    const [a, b] = [post('a'), post('b')];
    const fake = post('c', { forged: true });
    checks.startSignatureChecks();

    const atOnce = checks.verifyFirstPosts([a, fake], { atOnce: true });
    const inATask = checks.verifyFirstPosts([b], { atOnce: false });
    expect(await settled(atOnce)).toBe(false);
    loading.open(checks.module);

    expect([...(await atOnce)]).toEqual([a.id]);
    expect([...(await inATask)]).toEqual([b.id]);
    expect(checks.deps.startWorker).not.toHaveBeenCalled();
    expect(checks.module.verifyEventSignature).not.toHaveBeenCalled();
  });

  it('load the page’s checker once, and warm it with a sample before the first post comes', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });

    expect(checks.deps.loadChecker).toHaveBeenCalledOnce();
    expect(checks.module.createSignatureChecker).toHaveBeenCalledOnce();
    expect(checks.module.warmSignatureChecker).toHaveBeenCalledOnce();
    expect(ids(checks.checkedByPageChecker)).toEqual(ids([post('sample'), post('a')]));
  });

  it('once the checker is in, are checked in the caller’s task when asked at once', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });

    const [b, fake] = [post('b'), post('c', { forged: true })];
    const valid = checks.verifyFirstPosts([b, fake], { atOnce: true });
    expect(ids(checks.checkedByPageChecker).slice(-2)).toEqual(ids([b, fake]));
    expect([...(await valid)]).toEqual([b.id]);
  });

  it('otherwise are checked each in a task of its own, in the order asked', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });
    const before = checks.checkedByPageChecker.length;

    const [b, c] = [post('b'), post('c')];
    const first = checks.verifyFirstPosts([b], { atOnce: false });
    const second = checks.verifyFirstPosts([c], { atOnce: false });
    expect(checks.checkedByPageChecker).toHaveLength(before);

    expect([...(await second)]).toEqual([c.id]);
    expect([...(await first)]).toEqual([b.id]);
    expect(ids(checks.checkedByPageChecker.slice(before))).toEqual(ids([b, c]));
    expect(checks.deps.startWorker).not.toHaveBeenCalled();
  });

  it('are passed on instead of checked when they are due once the first screen is full', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });
    const before = checks.checkedByPageChecker.length;
    let full = false;
    const passedOn: string[][] = [];
    const passOn = {
      when: () => full,
      to: (events: NostrEvent[]) => {
        passedOn.push(ids(events));
        return Promise.resolve(new Set(['passed on']));
      },
    };

    const [b, c] = [post('b'), post('c')];
    const first = checks.verifyFirstPosts([b], { atOnce: false, passOn });
    const second = checks.verifyFirstPosts([c], { atOnce: false, passOn });
    expect([...(await first)]).toEqual([b.id]);
    full = true;
    expect([...(await second)]).toEqual(['passed on']);
    const d = post('d');
    expect([...(await checks.verifyFirstPosts([d], { atOnce: true, passOn }))]).toEqual(['passed on']);
    expect(ids(checks.checkedByPageChecker.slice(before))).toEqual(ids([b]));
    expect(passedOn).toEqual([ids([c]), ids([d])]);
  });

  it('go to the worker when the page’s checker cannot be loaded', async () => {
    const loading = gate<SignatureCheckerModule>();
    const checks = freshChecks({ checker: () => loading.opened });
    const a = post('a');
    checks.startSignatureChecks();

    const valid = checks.verifyFirstPosts([a], { atOnce: true });
    loading.fail(new Error('the checker’s file could not be fetched'));
    await vi.waitFor(() => expect(checks.asked()).toEqual([[a]]));
    checks.worker().answer(checks.worker().requests[0]);

    expect([...(await valid)]).toEqual([a.id]);
    expect(checks.checkedByPageChecker).toEqual([]);
  });

  it('go to the worker when nothing has started the page’s checker', async () => {
    const checks = freshChecks();
    const a = post('a');

    const valid = checks.verifyFirstPosts([a], { atOnce: true });
    expect(checks.asked()).toEqual([[a]]);
    checks.worker().answer(checks.worker().requests[0]);

    expect([...(await valid)]).toEqual([a.id]);
    expect(checks.deps.loadChecker).not.toHaveBeenCalled();
  });
});

describe('batches', () => {
  it('go to one worker, started on the first batch, and each gets its own answer', async () => {
    const checks = freshChecks();
    const [a, b, c] = [post('a'), post('b'), post('c')];
    expect(checks.deps.startWorker).not.toHaveBeenCalled();

    const first = checks.verifyBatchOffThread([a, b]);
    const second = checks.verifyBatchOffThread([c]);
    const worker = checks.worker();
    expect(checks.asked()).toEqual([[a, b], [c]]);
    worker.answer(worker.requests[1]);
    worker.answer(worker.requests[0], [a.id]);

    expect([...(await first)]).toEqual([a.id]);
    expect([...(await second)]).toEqual([c.id]);
    expect(checks.module.verifyEventSignature).not.toHaveBeenCalled();
  });

  it('of nothing pass nothing, without starting a worker', async () => {
    const checks = freshChecks();
    expect([...(await checks.verifyBatchOffThread([]))]).toEqual([]);
    expect(checks.deps.startWorker).not.toHaveBeenCalled();
  });

  it.each(['onerror', 'onmessageerror'] as const)(
    'are checked on the page when the worker fails (%s), those waiting and those after, and no worker starts again',
    async (failure) => {
      const checks = freshChecks();
      const [a, fake, b] = [post('a'), post('c', { forged: true }), post('b')];
      const waiting = checks.verifyBatchOffThread([a, fake]);
      const worker = checks.worker();

      worker[failure]?.();

      expect(worker.terminated).toBe(true);
      expect([...(await waiting)]).toEqual([a.id]);
      expect([...(await checks.verifyBatchOffThread([b]))]).toEqual([b.id]);
      expect(checks.module.verifyEventSignature).toHaveBeenCalledTimes(3);
      expect(checks.deps.startWorker).toHaveBeenCalledOnce();
      expect(worker.requests).toHaveLength(1);
    },
  );

  it('are checked on the page when no worker can be started, and starting one is not tried again', async () => {
    const checks = freshChecks({ noWorker: true });
    const [a, fake] = [post('a'), post('c', { forged: true })];

    expect([...(await checks.verifyBatchOffThread([a, fake]))]).toEqual([a.id]);
    expect([...(await checks.verifyBatchOffThread([a]))]).toEqual([a.id]);
    expect(checks.deps.startWorker).toHaveBeenCalledOnce();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshChecks, post } from '../../tests/app-support/fake-signature-checks';

afterEach(() => vi.useRealTimers());

describe('checks asked one event at a time', () => {
  it('go to the worker together when asked within a frame, and each asker gets its own ids', async () => {
    vi.useFakeTimers();
    const checks = freshChecks();
    const [a, b] = [post('a'), post('b')];

    const first = checks.verifyOffThread([a]);
    const second = checks.verifyOffThread([b]);
    vi.advanceTimersByTime(15);
    expect(checks.asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(checks.asked()).toEqual([[a, b]]);
    checks.worker().answer(checks.worker().requests[0], [a.id]);

    expect([...(await first)]).toEqual([a.id]);
    expect([...(await second)]).toEqual([]);
  });

  it('go at once when a frame’s worth has gathered', () => {
    vi.useFakeTimers();
    const checks = freshChecks();
    const many = Array.from({ length: 500 }, (_, index) => post(`p${index}`));

    void checks.verifyOffThread(many.slice(0, 499));
    expect(checks.asked()).toEqual([]);
    void checks.verifyOffThread(many.slice(499));
    expect(checks.asked()).toEqual([many]);
  });
});

describe('sampled checks, ids only', () => {
  it('go to the worker apart from full checks, marked as ids only', async () => {
    vi.useFakeTimers();
    const checks = freshChecks();
    const [a, b] = [post('a'), post('b', { forged: true })];

    const idsOnly = checks.verifyIdsOffThread([b]);
    const whole = checks.verifyOffThread([a]);
    vi.advanceTimersByTime(16);
    const [idsRequest, wholeRequest] = checks.worker().requests;
    expect(idsRequest).toMatchObject({ events: [b], idsOnly: true });
    expect(wholeRequest).toEqual({ id: wholeRequest?.id, events: [a] });
    checks.worker().answer(idsRequest);
    checks.worker().answer(wholeRequest);
    expect([...(await idsOnly)]).toEqual([b.id]);
    expect([...(await whole)]).toEqual([a.id]);
  });

  it('are checked on the page as ids only when the worker fails', async () => {
    const checks = freshChecks({ noWorker: true });
    const forged = post('c', { forged: true });
    expect([...(await checks.verifyBatchOffThread([forged]))]).toEqual([]);
    vi.useFakeTimers();
    const idsOnly = checks.verifyIdsOffThread([forged]);
    await vi.advanceTimersByTimeAsync(16);
    expect([...(await idsOnly)]).toEqual([forged.id]);
    expect(checks.module.eventIdMatches.mock.calls.map(([checked]) => checked)).toEqual([forged]);
  });
});

describe('speeding up', () => {
  it('asks the worker, started for it if need be, to load its faster checker', () => {
    const checks = freshChecks();
    checks.speedUpChecks();
    expect(checks.worker().speedUps).toBe(1);
    expect(checks.worker().requests).toEqual([]);
  });

  it('asks nothing of a page that cannot start a worker', () => {
    const checks = freshChecks({ noWorker: true });
    expect(() => checks.speedUpChecks()).not.toThrow();
    expect(checks.workers).toEqual([]);
  });
});

describe('each set of checks', () => {
  it('has a worker and a checker of its own', async () => {
    const first = freshChecks();
    const second = freshChecks();
    first.startSignatureChecks();
    await first.verifyFirstPosts([post('a')], { atOnce: true });
    void first.verifyBatchOffThread([post('b')]);

    const valid = second.verifyFirstPosts([post('c')], { atOnce: true });
    expect(second.asked()).toEqual([[post('c')]]);
    second.worker().answer(second.worker().requests[0]);
    expect([...(await valid)]).toEqual([post('c').id]);
    expect(second.worker().requests[0]?.id).toBe(0);
  });
});

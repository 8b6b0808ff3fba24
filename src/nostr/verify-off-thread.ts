/**
 * Event ids and signatures checked in a worker; each call resolves to the ids that passed
 * (docs/data-and-requests.md, Verified before shown).
 */
import { afterDelay } from '../core/primitives';
import { gatherChecks } from '../core/events';
import type { NostrEvent } from '../core/types';
import { signatureWorkerUrl } from 'virtual:signature-worker-url';
import type { SpeedUpRequest, VerifyRequest, VerifyResponse } from './signature-worker';

/** Long enough to gather a relay's burst, short enough that an event waits no more than a frame. */
const GATHER_MS = 16;
const GATHER_MAX_EVENTS = 500;

type Checker = (event: NostrEvent) => boolean;

/** What the checks use of a worker: the app's signature worker (nostr/signature-worker.ts), or a test's fake. */
export interface SignatureWorker {
  onmessage: ((message: MessageEvent<VerifyResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(request: VerifyRequest | SpeedUpRequest): void;
  terminate(): void;
}

/** What the checks use of the checker's module (core/events/event-signature.ts). */
export interface SignatureCheckerModule {
  verifyEventSignature: Checker;
  eventIdMatches: Checker;
  createSignatureChecker(): Checker;
  warmSignatureChecker(check: Checker): boolean;
}

/** Where the checks run; tests pass fakes. */
export interface SignatureChecksDeps {
  /** A new signature worker; throws when the page cannot have one. */
  startWorker(): SignatureWorker;
  /** The checker's module, to check on the page; rejects when it cannot be loaded. */
  loadChecker(): Promise<SignatureCheckerModule>;
}

/** How a first visit's first posts are checked on the page (verifyFirstPosts). */
export interface FirstPostChecks {
  /** In the caller's task, or each call in a task of its own. */
  atOnce: boolean;
  /**
   * Asked when the check is due (in the caller's task, or when its own comes): once `when`
   * says so, the posts are checked by `to` instead. The first screen full, what comes
   * after it is below it and waits for it.
   */
  passOn?: { when(): boolean; to(events: NostrEvent[]): Promise<Set<string>> };
}

export interface SignatureChecks {
  startSignatureChecks(): void;
  verifyFirstPosts(events: NostrEvent[], options: FirstPostChecks): Promise<Set<string>>;
  verifyBatchOffThread(events: NostrEvent[]): Promise<Set<string>>;
  verifyOffThread(events: NostrEvent[]): Promise<Set<string>>;
  /** Ids only, signatures unchecked (docs/data-and-requests.md, Sampled checks), gathered as verifyOffThread's. */
  verifyIdsOffThread(events: NostrEvent[]): Promise<Set<string>>;
  /** The worker (started now if need be) loads its faster checker: many checks are coming. */
  speedUpChecks(): void;
}

export function createSignatureChecks(deps: SignatureChecksDeps): SignatureChecks {
  let worker: SignatureWorker | undefined;
  let workerFailed = false;
  let nextId = 0;
  const pending = new Map<number, { events: NostrEvent[]; idsOnly: boolean; resolve: (valid: Set<string>) => void }>();

  /**
   * Without a worker the checks still run, on this thread: slower, never skipped. The
   * checker is fetched only then, so the page's own script carries no elliptic curves.
   */
  async function verifyHere(events: NostrEvent[], idsOnly = false): Promise<Set<string>> {
    const { verifyEventSignature, eventIdMatches } = await deps.loadChecker();
    return new Set(events.filter(idsOnly ? eventIdMatches : verifyEventSignature).map((event) => event.id));
  }

  function failOver(): void {
    workerFailed = true;
    worker?.terminate();
    worker = undefined;
    for (const { events, idsOnly, resolve } of pending.values()) void verifyHere(events, idsOnly).then(resolve);
    pending.clear();
  }

  function getWorker(): SignatureWorker | undefined {
    if (worker || workerFailed) return worker;
    try {
      worker = deps.startWorker();
    } catch {
      failOver();
      return undefined;
    }
    worker.onmessage = (message: MessageEvent<VerifyResponse>) => {
      pending.get(message.data.id)?.resolve(new Set(message.data.valid));
      pending.delete(message.data.id);
    };
    worker.onerror = failOver;
    worker.onmessageerror = failOver;
    return worker;
  }

  let checkerHere: Checker | undefined;
  /** The page's checker on its way; undefined once it could not be loaded. */
  let checkerLoading: Promise<Checker | undefined> | undefined;

  /**
   * Loads the checker on the page ahead of the first check, and checks a sample with it:
   * its script loads and its code warms while the relays look the first posts up, not
   * after they have answered. The worker starts on its first check: what it checks comes
   * after the first screen, and starting it sooner would share the machine with that
   * screen's pictures.
   */
  function startSignatureChecks(): void {
    checkerLoading ??= deps.loadChecker().then(
      ({ createSignatureChecker, warmSignatureChecker }) => {
        const check = (checkerHere ??= createSignatureChecker());
        warmSignatureChecker(check);
        return check;
      },
      () => undefined,
    );
  }

  function verifyHereNow(check: Checker, events: NostrEvent[]): Set<string> {
    return new Set(events.filter(check).map((event) => event.id));
  }

  /** Checks now, unless `passOn` says to pass them on. */
  function verifyHereOrPassOn(check: Checker, events: NostrEvent[], passOn: FirstPostChecks['passOn']): Promise<Set<string>> {
    return passOn?.when() ? passOn.to(events) : Promise.resolve(verifyHereNow(check, events));
  }

  let pageTasks: MessagePort | undefined;
  const waitingHere: {
    events: NostrEvent[];
    passOn: FirstPostChecks['passOn'];
    resolve(valid: Promise<Set<string>>): void;
  }[] = [];

  /**
   * Checks in a task of their own, in the order asked, so the page can draw between them;
   * passed on instead when `passOn` says so as their task comes.
   */
  function verifyHereSoon(check: Checker, events: NostrEvent[], passOn: FirstPostChecks['passOn']): Promise<Set<string>> {
    if (!pageTasks) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const job = waitingHere.shift();
        if (job) job.resolve(verifyHereOrPassOn(check, job.events, job.passOn));
      };
      pageTasks = channel.port2;
    }
    const port = pageTasks;
    return new Promise((resolve) => {
      waitingHere.push({ events, passOn, resolve });
      port.postMessage(null);
    });
  }

  /**
   * A first visit's first posts, checked on the page: a worker's answer waits until the
   * page is free, and the page is busy starting up just when they arrive. `atOnce` checks
   * them in the caller's task (or the one the checker arrives in), otherwise each call gets
   * a task of its own. Posts that come before the page's checker wait for it rather than
   * go to the worker, which is starting up at the same moment with the same code to load
   * and would answer later; only a checker that cannot be loaded leaves them to the worker.
   */
  function verifyFirstPosts(events: NostrEvent[], { atOnce, passOn }: FirstPostChecks): Promise<Set<string>> {
    const checkHere = (check: Checker): Promise<Set<string>> =>
      atOnce ? verifyHereOrPassOn(check, events, passOn) : verifyHereSoon(check, events, passOn);
    if (checkerHere) return checkHere(checkerHere);
    if (!checkerLoading) return verifyBatchOffThread(events);
    return checkerLoading.then((check) => (check ? checkHere(check) : verifyBatchOffThread(events)));
  }

  /** One batch, checked as soon as the worker is free: for callers that already hold a batch. */
  function verifyBatchOffThread(events: NostrEvent[], idsOnly = false): Promise<Set<string>> {
    if (events.length === 0) return Promise.resolve(new Set());
    const target = getWorker();
    if (!target) return verifyHere(events, idsOnly);
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, { events, idsOnly, resolve });
      target.postMessage({ id, events, ...(idsOnly && { idsOnly }) } satisfies VerifyRequest);
    });
  }

  /**
   * For callers that ask one event at a time (every relay message): checks asked for within
   * one frame go to the worker as one message (core/events/gathered-checks.ts).
   */
  const verifyOffThread = gatherChecks((events: NostrEvent[]) => verifyBatchOffThread(events), {
    schedule: afterDelay(GATHER_MS),
    maxItems: GATHER_MAX_EVENTS,
  });
  const verifyIdsOffThread = gatherChecks((events: NostrEvent[]) => verifyBatchOffThread(events, true), {
    schedule: afterDelay(GATHER_MS),
    maxItems: GATHER_MAX_EVENTS,
  });

  function speedUpChecks(): void {
    getWorker()?.postMessage({ speedUp: true });
  }

  return {
    startSignatureChecks,
    verifyFirstPosts,
    verifyBatchOffThread: (events) => verifyBatchOffThread(events),
    verifyOffThread,
    verifyIdsOffThread,
    speedUpChecks,
  };
}

/**
 * The page's one set of checks: the worker is the app's own chunk, and the checker is
 * imported only when the page checks something itself, from its own file rather than the
 * events domain's face, so that it is a chunk of its own.
 */
const page = createSignatureChecks({
  startWorker: () => new Worker(signatureWorkerUrl, { type: 'module' }),
  loadChecker: () => import('../core/events/event-signature'),
});

export const { startSignatureChecks, verifyFirstPosts, verifyBatchOffThread, verifyOffThread, verifyIdsOffThread, speedUpChecks } = page;

/**
 * Browser test runs share one machine by slots (docs/architecture.md, Offline tests): a
 * slot's fixture servers listen on the base ports shifted by SLOT_STRIDE per slot, and the
 * slot has its own builds of the app whose configuration names those ports
 * (scripts/lib/e2e-builds.mjs). Playwright's workers each take one slot, so two workers
 * never share a relay; E2E_SLOT_BASE moves a whole run aside.
 */
export const SLOT_STRIDE = 100;

/** The slot of this process: the run's first slot plus the Playwright worker's parallel index. */
export function currentSlot(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.E2E_SLOT_BASE ?? 0) + Number(env.TEST_PARALLEL_INDEX ?? 0);
}

/** A base port (the one the slot-0 configuration names) as this slot listens on it. */
export function slotPort(base: number, slot: number = currentSlot()): number {
  return base + SLOT_STRIDE * slot;
}

/** The three builds the browser tests load, by the vite preview port each has in slot 0. */
export const APP_BASE_PORTS = { local: 4174, hostile: 4175, trustRoot: 4177 } as const;

/** Where a slot's build of an app lies; scripts/lib/e2e-builds.mjs writes it there. */
export function appDist(app: keyof typeof APP_BASE_PORTS, slot: number = currentSlot()): string {
  const name = { local: 'local', hostile: 'hostile', trustRoot: 'trust' }[app];
  return `dist-e2e/slot-${slot}/${name}`;
}

export function appUrl(app: keyof typeof APP_BASE_PORTS, slot: number = currentSlot()): string {
  return `http://127.0.0.1:${slotPort(APP_BASE_PORTS[app], slot)}`;
}

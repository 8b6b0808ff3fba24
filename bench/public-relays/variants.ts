/**
 * The relay health of each variant (issue 23). The single failing relay is the first one
 * configured, the worst single relay for today's app, whose first request waits for it
 * alone; three of eight gone includes it too. The outbox relays stay up in every variant.
 */
import type { ShimMode } from './latency-shim';

export type RelayHealth = ShimMode | 'dead';

export interface Variant {
  name: string;
  /** Ports whose relay is not healthy; every other relay is. */
  unhealthy: Readonly<Record<number, RelayHealth>>;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'all healthy', unhealthy: {} },
  { name: 'first relay dead', unhealthy: { 7471: 'dead' } },
  { name: 'first relay silent', unhealthy: { 7471: 'silent' } },
  { name: 'first relay slow (2 s)', unhealthy: { 7471: 'slow' } },
  { name: 'three of eight gone', unhealthy: { 7471: 'dead', 7474: 'dead', 7476: 'dead' } },
];

export const healthOf = (variant: Variant, port: number): RelayHealth => variant.unhealthy[port] ?? 'healthy';

/**
 * The relay health of each variant (README, Benchmark). The single failing relay is the
 * first one configured, which the first request always asks; three of eight gone
 * includes it too. The outbox relays stay up in every variant.
 */
import type { ShimMode } from './latency-shim';

export type RelayHealth = ShimMode | 'dead';

export interface Variant {
  name: string;
  /** Ports whose relay is not healthy; every other relay is. */
  unhealthy: Readonly<Record<number, RelayHealth>>;
  /** One picture in this many is gone from its host, half of them on a Blossom server (tests/support/media-fate.ts). */
  deadPicturesOneIn?: number;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'all healthy', unhealthy: {} },
  { name: 'first relay dead', unhealthy: { 7471: 'dead' } },
  { name: 'first relay silent', unhealthy: { 7471: 'silent' } },
  { name: 'first relay slow (2 s)', unhealthy: { 7471: 'slow' } },
  { name: 'three of eight gone', unhealthy: { 7471: 'dead', 7474: 'dead', 7476: 'dead' } },
  // docs/data-and-requests.md, Media recovery: every relay healthy, one picture in five dead at its host.
  { name: 'one picture in five dead', unhealthy: {}, deadPicturesOneIn: 5 },
];

export const healthOf = (variant: Variant, port: number): RelayHealth => variant.unhealthy[port] ?? 'healthy';

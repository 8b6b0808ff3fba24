/** The counts' public entry for other features (docs/architecture.md, Import rules); the grid loads tile-counts.tsx lazily. */
export { CountDetails } from './count-details';
export { CountsRow } from './counts-row';
export { useWatchCounts } from './use-post-counts';

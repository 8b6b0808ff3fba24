import { useEffect } from 'react';
import { holdWakeLock } from './wake-lock';

/** Keeps the screen awake while mounted (docs/views-and-keys.md, Screen mode). */
export function useWakeLock(): void {
  useEffect(() => holdWakeLock(), []);
}

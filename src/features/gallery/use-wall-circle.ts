import { useEffect } from 'react';
import type { Settings } from '../../core/types';
import { trustActions } from '../../stores/trust-store';

/**
 * A circle wall (docs/views-and-keys.md, The wall) admits the trust circle whatever the
 * visitor chose in "Show media from", and nothing where there is no circle. Set before
 * the feed opens, so no stranger is drawn first.
 */
export function useWallCircle(settings: Pick<Settings, 'admit'>): void {
  const circleWall = settings.admit?.kind === 'circle';
  useEffect(() => {
    if (!circleWall) return undefined;
    trustActions.require('circle');
    return () => trustActions.require(undefined);
  }, [circleWall]);
}

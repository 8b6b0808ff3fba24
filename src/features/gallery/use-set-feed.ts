import { useEffect, useState } from 'react';
import type { MediaSet, Settings } from '../../core/types';

/**
 * The set's code is fetched with the first set route: other routes never need it. A set's
 * feed waits for the set from the relays, so its first pictures do not wait for this.
 */
const loadMediaSet = (ref: string): Promise<MediaSet | undefined> =>
  import('../../stores/set-loader').then((loader) => loader.loadMediaSet(ref));

export interface SetFeed {
  /** The set's post ids; undefined off a set route, null while the set is resolving. */
  ids: string[] | undefined | null;
  /** The set, once it has arrived. */
  set?: MediaSet;
  /** Why there is nothing to show: no relay has the set, or it names no post. */
  problem?: 'missing' | 'empty';
}

/** The set a set route names (docs/content-rules.md, Media sets), as it was when the route opened. */
export function useSetFeed(settings: Settings): SetFeed {
  const ref = settings.set;
  const [loaded, setLoaded] = useState<{ ref: string; set: MediaSet | undefined }>();

  useEffect(() => {
    if (!ref) return undefined;
    let cancelled = false;
    void loadMediaSet(ref).then((set) => {
      if (!cancelled) setLoaded({ ref, set });
    });
    return () => {
      cancelled = true;
    };
  }, [ref]);

  if (!ref) return { ids: undefined };
  if (loaded?.ref !== ref) return { ids: null };
  const { set } = loaded;
  if (!set) return { ids: null, problem: 'missing' };
  return set.entries.length > 0 ? { ids: set.entries, set } : { ids: [], set, problem: 'empty' };
}

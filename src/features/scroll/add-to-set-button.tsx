import { lazy, Suspense, useState } from 'react';
import type { MediaItem } from '../../core/types';
import { useSessionStore } from '../../stores/session-store';

/** The dialog, the user's sets and their publishing are a chunk of their own, loaded on the first press. */
const AddToSetDialog = lazy(() => import('../sets/add-to-set-dialog').then((module) => ({ default: module.AddToSetDialog })));

/** "Add to set", in the details of a signed-in user (docs/session-and-actions.md, Sets). */
export function AddToSetButton({ item }: { item: MediaItem }) {
  const signedIn = useSessionStore((state) => state.pubkey !== undefined);
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Add to set
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToSetDialog item={item} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

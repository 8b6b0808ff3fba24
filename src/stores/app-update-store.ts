import { create } from 'zustand';

interface AppUpdateState {
  /** A new version is installed and waiting for the user's word. */
  waiting: boolean;
  /** Hands over to the waiting version and reloads the page with it. */
  apply?: () => void;
}

/** The service worker's update, offered as a "New version" notice (docs/cache-and-offline.md, Service worker). */
export const useAppUpdateStore = create<AppUpdateState>(() => ({ waiting: false }));

export const appUpdateActions = {
  offer(apply: () => void): void {
    useAppUpdateStore.setState({ waiting: true, apply });
  },
  dismiss(): void {
    useAppUpdateStore.setState({ waiting: false });
  },
};

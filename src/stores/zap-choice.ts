/**
 * The zap amount last chosen on this device (docs/session-and-actions.md, Zap amounts):
 * read when the module loads, written back on every choice through `zapChoiceActions`.
 */
import { create } from 'zustand';
import { parseZapChoice, serializeZapChoice } from '../core/social';

/** docs/cache-and-offline.md, Local storage keys. */
export const ZAP_CHOICE_KEY = 'diorama-zap-amount';

/** Storage that is missing, disabled or throwing (even on being looked up) reads as nothing kept. */
function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(ZAP_CHOICE_KEY);
  } catch {
    return null;
  }
}

export const useZapChoice = create<{ sats: number }>()(() => ({
  sats: parseZapChoice(readStored()),
}));

export const zapChoiceActions = {
  choose(sats: number): void {
    useZapChoice.setState({ sats });
    try {
      localStorage.setItem(ZAP_CHOICE_KEY, serializeZapChoice(sats));
    } catch {
      // Without storage the choice lasts as long as the page.
    }
  },
  /** Read again from storage, as a reload would. */
  reload(): void {
    useZapChoice.setState({ sats: parseZapChoice(readStored()) });
  },
};

/**
 * Whether the login dialog is open, and why: acting while signed out opens it, as does
 * the login button (docs/session-and-actions.md, Login dialog). A read-only session is
 * told it needs a signer.
 */
import { create } from 'zustand';

export interface LoginPromptState {
  open: boolean;
  /** Shown above the field when the dialog was opened by an action. */
  reason: string | undefined;
}

export const useLoginPrompt = create<LoginPromptState>()(() => ({ open: false, reason: undefined }));

export const loginPrompt = {
  open(reason?: string): void {
    useLoginPrompt.setState({ open: true, reason });
  },
  close(): void {
    useLoginPrompt.setState({ open: false, reason: undefined });
  },
};

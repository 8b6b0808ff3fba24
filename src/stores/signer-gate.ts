/**
 * Who may sign (docs/session-and-actions.md). Acting while signed out opens the login
 * dialog; a read-only session is told it needs a signer; either way the catalogued
 * "Signer required" error is raised, logged, and announced as an event. A restored
 * session whose signer is still reconnecting is waited for.
 */
import { SignerRequiredError } from '../nostr/client';
import { loginPrompt } from './login-prompt';
import { reconnectSigner } from './session-actions';
import { useSessionStore } from './session-store';

export const READ_ONLY_REASON = 'You are logged in read-only with a public key. Log in with a signer to do this.';

function refuse(reason: string): never {
  const error = new SignerRequiredError();
  console.error(error.message);
  window.dispatchEvent(new CustomEvent('signer-required'));
  loginPrompt.open(reason);
  throw error;
}

/**
 * Resolves when a signer is ready; throws SignerRequiredError (and prompts) otherwise.
 * `reconnect` brings a restored session's signer back; tests pass a fake.
 */
export async function requireSigner(action: string, reconnect: () => Promise<boolean> = reconnectSigner): Promise<void> {
  const state = useSessionStore.getState();
  if (!state.pubkey) refuse(`Log in to ${action}.`);
  if (state.method === 'npub') refuse(READ_ONLY_REASON);
  if (state.signerReady) return;
  if (!(await reconnect())) refuse(`Your signer is not connected. Log in again to ${action}.`);
}

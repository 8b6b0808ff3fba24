import { useState } from 'react';
import { WalletConnectForm } from '../../components/wallet-connect-form';
import { useWalletStore, walletActions } from '../../stores/wallet-store';

/**
 * docs/settings.md, Wallet: the wallet zaps are paid from, connected with Nostr Wallet
 * Connect (NIP-47). Its connection is pasted here, kept sealed on this device, and
 * removed by "Disconnect" or a logout.
 */
export function WalletSettings() {
  const wallet = useWalletStore();
  const [status, setStatus] = useState('');

  return (
    <section className="settings__group" aria-labelledby="settings-wallet">
      <h2 id="settings-wallet">Wallet</h2>
      <p className="settings__description">
        Zaps are paid from a wallet connected with Nostr Wallet Connect, without a browser extension. Logging out disconnects it.
      </p>
      {wallet.status === 'connected' ? (
        <div className="settings__added">
          <p className="settings__note">
            Connected through <span className="settings__relay-url">{wallet.relay}</span>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              void walletActions.disconnect();
              setStatus('Wallet disconnected.');
            }}
          >
            Disconnect
          </button>
        </div>
      ) : (
        <WalletConnectForm onConnected={() => setStatus('Wallet connected. Zaps are paid from it.')} />
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}

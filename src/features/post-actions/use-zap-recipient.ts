import { useEffect, useState } from 'react';
import type { Profile } from '../../core/types';
import type { ZapRecipient } from '../../nostr/client';
import { loadZapRecipient } from '../../stores/zap-payment';

export type RecipientState = { status: 'loading' } | { status: 'ready'; recipient: ZapRecipient } | { status: 'failed'; message: string };

const LOADING: RecipientState = { status: 'loading' };

/**
 * The author's LNURL-pay document, asked for when the zap dialog opens: the amounts and
 * the comment length it takes are checked before anything is signed.
 */
export function useZapRecipient(profile: Profile): RecipientState {
  const { pubkey, lud06, lud16 } = profile;
  const key = `${pubkey} ${lud16 ?? ''} ${lud06 ?? ''}`;
  const [answer, setAnswer] = useState<{ key: string; state: RecipientState }>();

  useEffect(() => {
    let current = true;
    loadZapRecipient({ pubkey, lud06, lud16 }).then(
      (recipient) => current && setAnswer({ key, state: { status: 'ready', recipient } }),
      (error: unknown) => {
        console.error('Could not load the zap recipient', error);
        if (current) setAnswer({ key, state: { status: 'failed', message: error instanceof Error ? error.message : 'The zap failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, pubkey, lud06, lud16]);

  return answer?.key === key ? answer.state : LOADING;
}

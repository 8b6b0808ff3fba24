import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelayInfoAnswer } from '../core/relays';

const fetchRelayInfo = vi.fn<(relay: string) => Promise<RelayInfoAnswer>>();
vi.mock('../nostr/relay-info', () => ({ fetchRelayInfo }));
const { loadRelayInfo, loadSearchRelays } = await import('./relay-info-loader');
const { config } = await import('../config');

afterEach(() => fetchRelayInfo.mockReset());

describe('loadRelayInfo', () => {
  it('asks once a visit for a document it got', async () => {
    fetchRelayInfo.mockResolvedValue({ kind: 'info', info: { name: 'Kept', supportedNips: [] } });
    const first = await loadRelayInfo('wss://kept.example');
    expect(await loadRelayInfo('wss://kept.example')).toBe(first);
    expect(fetchRelayInfo).toHaveBeenCalledTimes(1);
    // The user's Retry asks again whatever was kept.
    await loadRelayInfo('wss://kept.example', { fresh: true });
    expect(fetchRelayInfo).toHaveBeenCalledTimes(2);
  });

  it('asks again next time when there was no document', async () => {
    fetchRelayInfo.mockResolvedValueOnce({ kind: 'unreachable' }).mockResolvedValueOnce({ kind: 'not-a-relay' });
    expect(await loadRelayInfo('wss://down.example')).toEqual({ kind: 'unreachable' });
    expect(await loadRelayInfo('wss://down.example')).toEqual({ kind: 'not-a-relay' });
    expect(fetchRelayInfo).toHaveBeenCalledTimes(2);
  });

  it('never rejects', async () => {
    fetchRelayInfo.mockRejectedValue(new Error('broken'));
    expect(await loadRelayInfo('wss://broken.example')).toEqual({ kind: 'unreachable' });
  });
});

describe('loadSearchRelays', () => {
  it('asks the search relay when its document lists NIP-50, and no relay otherwise', async () => {
    fetchRelayInfo.mockResolvedValueOnce({ kind: 'info', info: { supportedNips: [1, 11] } });
    expect(await loadSearchRelays()).toEqual({ support: 'unsupported', relays: [] });
    expect(fetchRelayInfo).toHaveBeenCalledWith(config.searchRelay);
    fetchRelayInfo.mockResolvedValueOnce({ kind: 'info', info: { supportedNips: [1, 50] } });
    expect(await loadSearchRelays({ fresh: true })).toEqual({ support: 'supported', relays: [config.searchRelay] });
    fetchRelayInfo.mockResolvedValueOnce({ kind: 'unreachable' });
    expect(await loadSearchRelays({ fresh: true })).toEqual({ support: 'unreachable', relays: [] });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelayInfoAnswer } from '../core/relay-info';

const fetchRelayInfo = vi.fn<(relay: string) => Promise<RelayInfoAnswer>>();
vi.mock('../nostr/relay-info', () => ({ fetchRelayInfo }));
const { loadRelayInfo } = await import('./relay-info-loader');

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

/**
 * Bytes the page received over the network during a visit, from the Chrome DevTools
 * protocol: each finished HTTP response's encoded length (headers and body as they came
 * over the wire; a response from a cache counts nothing) and each WebSocket frame's
 * payload. Timed on the bench's clock, which is the page's clock on the same machine.
 */
import type { CDPSession } from '@playwright/test';

export interface LinkBytes {
  /** Everything received during the visit. */
  total: number;
  /** Received before the first picture showed; null when none did. */
  beforeFirstPicture: number | null;
}

interface Arrival {
  at: number;
  bytes: number;
}

export async function watchLinkBytes(cdp: CDPSession): Promise<{ result(firstPictureAt: number | null): LinkBytes }> {
  const arrivals: Arrival[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (event) => arrivals.push({ at: Date.now(), bytes: event.encodedDataLength }));
  cdp.on('Network.webSocketFrameReceived', (event) =>
    arrivals.push({ at: Date.now(), bytes: Buffer.byteLength(event.response.payloadData) }),
  );
  return {
    result(firstPictureAt) {
      const sum = (list: Arrival[]): number => list.reduce((total, arrival) => total + arrival.bytes, 0);
      return {
        total: sum(arrivals),
        beforeFirstPicture: firstPictureAt === null ? null : sum(arrivals.filter((arrival) => arrival.at <= firstPictureAt)),
      };
    },
  };
}

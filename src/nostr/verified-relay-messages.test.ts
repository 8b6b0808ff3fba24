import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import { verifyRelayMessages, type RelayConnection } from './verified-relay-messages';

/** A well-formed event named by a short word, which its id spells in hex. */
const idOf = (name: string): string =>
  [...name]
    .map((letter) => letter.charCodeAt(0).toString(16))
    .join('')
    .padEnd(64, '0');
const event = (name: string): NostrEvent => ({
  id: idOf(name),
  pubkey: 'b'.repeat(64),
  created_at: 1,
  kind: 1,
  tags: [],
  content: '',
  sig: 'c'.repeat(128),
});
const message = (value: unknown): MessageEvent => ({ data: typeof value === 'string' ? value : JSON.stringify(value) }) as MessageEvent;

/** A class standing in for NDK's relay connection: it records what it was handed, in order. */
function connectionClass() {
  class Connection implements RelayConnection {
    handed: unknown[] = [];
    onMessage(received: MessageEvent): void {
      this.handed.push(JSON.parse(received.data as string));
    }
  }
  return Connection;
}

/** A checker the test answers by hand: each call waits until `settle` is called. */
function manualChecker(forged: ReadonlySet<string>) {
  const waiting: (() => void)[] = [];
  const asked: string[] = [];
  return {
    asked,
    verify(events: NostrEvent[]): Promise<ReadonlySet<string>> {
      asked.push(...events.map((item) => item.id));
      return new Promise((resolve) =>
        waiting.push(() => resolve(new Set(events.filter((item) => !forged.has(item.id)).map((item) => item.id)))),
      );
    },
    settle(): Promise<void> {
      for (const resolve of waiting.splice(0)) resolve();
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('relay messages checked before they are handed on', () => {
  it('hands on no event before its check has passed, and drops the forged one', async () => {
    const Connection = connectionClass();
    const checker = manualChecker(new Set([idOf('forged')]));
    const dropped: unknown[] = [];
    verifyRelayMessages(Connection.prototype, { verify: checker.verify, onForged: (forged) => void dropped.push(forged) });
    const connection = new Connection();
    connection.onMessage(message(['EVENT', 'sub', event('good')]));
    connection.onMessage(message(['EVENT', 'sub', event('forged')]));
    expect(connection.handed).toEqual([]);
    expect(checker.asked).toEqual([idOf('good'), idOf('forged')]);
    await checker.settle();
    expect(connection.handed).toEqual([['EVENT', 'sub', event('good')]]);
    expect(dropped).toEqual([event('forged')]);
  });

  it("keeps the relay's order: an EOSE behind held events waits for them", async () => {
    const Connection = connectionClass();
    const checker = manualChecker(new Set());
    verifyRelayMessages(Connection.prototype, { verify: checker.verify, onForged: () => undefined });
    const connection = new Connection();
    connection.onMessage(message(['EVENT', 'sub', event('one')]));
    connection.onMessage(message(['EOSE', 'sub']));
    expect(connection.handed).toEqual([]);
    await checker.settle();
    expect(connection.handed).toEqual([
      ['EVENT', 'sub', event('one')],
      ['EOSE', 'sub'],
    ]);
  });

  it('hands on other messages at once when nothing is held, and each connection keeps its own order', async () => {
    const Connection = connectionClass();
    const checker = manualChecker(new Set());
    verifyRelayMessages(Connection.prototype, { verify: checker.verify, onForged: () => undefined });
    const busy = new Connection();
    const idle = new Connection();
    busy.onMessage(message(['EVENT', 'sub', event('one')]));
    idle.onMessage(message(['OK', 'id', true, '']));
    idle.onMessage(message(['NOTICE', 'hello']));
    expect(idle.handed).toEqual([
      ['OK', 'id', true, ''],
      ['NOTICE', 'hello'],
    ]);
    expect(busy.handed).toEqual([]);
    await checker.settle();
    expect(busy.handed).toEqual([['EVENT', 'sub', event('one')]]);
  });

  it('drops an EVENT without a usable event, and a failed check passes nothing', async () => {
    const Connection = connectionClass();
    const dropped: unknown[] = [];
    verifyRelayMessages(Connection.prototype, {
      verify: () => Promise.reject(new Error('worker gone')),
      onForged: (forged) => dropped.push(forged),
    });
    const connection = new Connection();
    connection.onMessage(message(['EVENT', 'sub', { id: 5 }]));
    connection.onMessage(message(['EVENT', 'sub', event('one')]));
    connection.onMessage(message(['EOSE', 'sub']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connection.handed).toEqual([['EOSE', 'sub']]);
    expect(dropped).toEqual([null, event('one')]);
  });

  it("checks only the ids of a sampled subscription's events it is told to, and says which subscription sent a forged one", async () => {
    const Connection = connectionClass();
    const signatures = manualChecker(new Set([idOf('forged')]));
    const idsChecked: string[] = [];
    const dropped: [unknown, string][] = [];
    verifyRelayMessages(Connection.prototype, {
      verify: signatures.verify,
      verifyIds: (events) => {
        idsChecked.push(...events.map((item) => item.id));
        return Promise.resolve(new Set(events.map((item) => item.id)));
      },
      checksSignature: (checked, subscription) => subscription !== 'sampled-1' || checked.id === idOf('forged'),
      onForged: (forged, subscription) => dropped.push([forged, subscription]),
    });
    const connection = new Connection();
    connection.onMessage(message(['EVENT', 'sampled-1', event('skim')]));
    connection.onMessage(message(['EVENT', 'sampled-1', event('forged')]));
    connection.onMessage(message(['EVENT', 'feed', event('post')]));
    await signatures.settle();
    expect(idsChecked).toEqual([idOf('skim')]);
    expect(signatures.asked).toEqual([idOf('forged'), idOf('post')]);
    expect(connection.handed).toEqual([
      ['EVENT', 'sampled-1', event('skim')],
      ['EVENT', 'feed', event('post')],
    ]);
    expect(dropped).toEqual([[event('forged'), 'sampled-1']]);
  });

  it('goes on after a message whose handling throws', async () => {
    class Throwing implements RelayConnection {
      handed: string[] = [];
      onMessage(received: MessageEvent): void {
        const [type] = JSON.parse(received.data as string) as [string];
        if (type === 'NOTICE') throw new Error('NDK failed');
        this.handed.push(type);
      }
    }
    const checker = manualChecker(new Set());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    verifyRelayMessages(Throwing.prototype, { verify: checker.verify, onForged: () => undefined });
    const connection = new Throwing();
    connection.onMessage(message(['EVENT', 'sub', event('one')]));
    connection.onMessage(message(['NOTICE', 'slow down']));
    connection.onMessage(message(['EOSE', 'sub']));
    await checker.settle();
    expect(connection.handed).toEqual(['EVENT', 'EOSE']);
    expect(warn).toHaveBeenCalledWith('A relay message could not be handled', new Error('NDK failed'));
    warn.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import createDebug from './silent-debug';

describe('silent debug', () => {
  it('creates loggers that take any arguments and are never enabled', () => {
    const logger = createDebug('ndk');
    expect(logger('Relay requested authentication %d', 1, { relay: 'wss://x' })).toBeUndefined();
    expect(logger.enabled).toBe(false);
  });

  it('extends namespaces the way the package does', () => {
    const relay = createDebug('ndk').extend('relay');
    expect(relay.namespace).toBe('ndk:relay');
    expect(relay.extend('sub[1]').namespace).toBe('ndk:relay:sub[1]');
    expect(relay.extend('publisher', '/').namespace).toBe('ndk:relay/publisher');
  });
});

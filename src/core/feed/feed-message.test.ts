import { describe, expect, it } from 'vitest';
import { feedMessage, type FeedMessageInput } from './feed-message';

const base: FeedMessageInput = {
  needsLogin: false,
  listMissing: false,
  progress: 'loading',
  count: 0,
  relays: 'unknown',
};

describe('feedMessage', () => {
  it('says "loading" while the first answer is awaited, and "empty" once it came with nothing', () => {
    expect(feedMessage(base)).toBe('loading');
    expect(feedMessage({ ...base, relays: 'reachable' })).toBe('loading');
    expect(feedMessage({ ...base, progress: 'ready', relays: 'reachable' })).toBe('empty');
    expect(feedMessage({ ...base, progress: 'idle' })).toBe('none');
  });

  it('says the relays cannot be reached instead of loading or empty, never beside them', () => {
    expect(feedMessage({ ...base, relays: 'unreachable' })).toBe('unreachable');
    expect(feedMessage({ ...base, progress: 'ready', relays: 'unreachable' })).toBe('unreachable');
    expect(feedMessage({ ...base, progress: 'idle', relays: 'unreachable' })).toBe('unreachable');
  });

  it('keeps pictures already on screen with a quiet note when every relay failed', () => {
    expect(feedMessage({ ...base, count: 12, relays: 'unreachable' })).toBe('offline');
    expect(feedMessage({ ...base, count: 12, progress: 'ended', relays: 'unreachable' })).toBe('offline');
  });

  it('asks for a login on the follows route whatever the relays do', () => {
    expect(feedMessage({ ...base, needsLogin: true, relays: 'unreachable' })).toBe('login');
    expect(feedMessage({ ...base, needsLogin: true, progress: 'ready' })).toBe('login');
  });

  it('says a missing list is missing rather than empty', () => {
    expect(feedMessage({ ...base, listMissing: true, progress: 'ready' })).toBe('list-missing');
    expect(feedMessage({ ...base, listMissing: true, relays: 'unreachable' })).toBe('unreachable');
  });

  it('says a missing set is missing, and an empty set empty, before any feed opens', () => {
    expect(feedMessage({ ...base, setProblem: 'missing', progress: 'idle' })).toBe('set-missing');
    expect(feedMessage({ ...base, setProblem: 'empty', progress: 'idle' })).toBe('set-empty');
    expect(feedMessage({ ...base, setProblem: 'missing', relays: 'unreachable' })).toBe('unreachable');
  });

  it('says the end once everything is loaded, and not before', () => {
    const loaded = { ...base, progress: 'ready', count: 3, relays: 'reachable' } as const;
    expect(feedMessage({ ...loaded, progress: 'ended' })).toBe('end');
    expect(feedMessage(loaded)).toBe('none');
    expect(feedMessage({ ...loaded, progress: 'loading' })).toBe('none');
  });

  it('says "empty" for a feed whose relays have nothing, older or newer', () => {
    expect(feedMessage({ ...base, progress: 'ended', relays: 'reachable' })).toBe('empty');
  });

  it('says a relay route’s relay cannot be reached as soon as its socket fails, with nothing on screen', () => {
    const relayRoute = { ...base, chosen: 'relay' as const };
    expect(feedMessage({ ...relayRoute, relays: 'unreachable' })).toBe('relay-unreachable');
    expect(feedMessage({ ...relayRoute, relays: 'unreachable', count: 3 })).toBe('offline');
  });

  it('says a relay route’s relay sent no document once its feed has had its chance', () => {
    const relayRoute = { ...base, chosen: 'relay' as const };
    expect(feedMessage({ ...relayRoute, relayProblem: 'unreachable' })).toBe('loading');
    expect(feedMessage({ ...relayRoute, relayProblem: 'unreachable', progress: 'ready' })).toBe('relay-unreachable');
    expect(feedMessage({ ...relayRoute, relayProblem: 'not-a-relay', progress: 'ready' })).toBe('not-a-relay');
    expect(feedMessage({ ...relayRoute, relayProblem: 'not-a-relay', progress: 'ready', count: 2 })).toBe('none');
    expect(feedMessage({ ...relayRoute, relayProblem: 'not-a-relay', relays: 'unreachable' })).toBe('not-a-relay');
    expect(feedMessage({ ...relayRoute, progress: 'ready' })).toBe('empty');
  });

  it('says a search cannot be made when the search relay does not take NIP-50 searches, or cannot be reached', () => {
    const search = { ...base, chosen: 'search' as const };
    expect(feedMessage(search)).toBe('loading');
    expect(feedMessage({ ...search, searchSupport: 'unsupported' })).toBe('search-unsupported');
    expect(feedMessage({ ...search, searchSupport: 'unsupported', progress: 'ready' })).toBe('search-unsupported');
    expect(feedMessage({ ...search, searchSupport: 'unreachable' })).toBe('search-unreachable');
    expect(feedMessage({ ...search, searchSupport: 'supported', relays: 'unreachable' })).toBe('search-unreachable');
    expect(feedMessage({ ...search, searchSupport: 'supported', relays: 'unreachable', count: 4 })).toBe('offline');
    expect(feedMessage({ ...search, searchSupport: 'supported', progress: 'ready' })).toBe('empty');
  });
});

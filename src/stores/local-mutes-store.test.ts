// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_MUTES_KEY, localMutesActions, useLocalMutes } from './local-mutes-store';

const ALICE = 'a'.repeat(64);
const POST = 'c'.repeat(64);

describe('local mutes store', () => {
  beforeEach(() => {
    localStorage.clear();
    localMutesActions.reload();
  });

  it('writes every change back, and reads it again as a reload would', () => {
    localMutesActions.add({ kind: 'author', pubkey: ALICE });
    localMutesActions.add({ kind: 'post', eventId: POST });
    expect(JSON.parse(localStorage.getItem(LOCAL_MUTES_KEY) ?? '{}')).toEqual({ version: 1, pubkeys: [ALICE], eventIds: [POST] });
    useLocalMutes.setState({ pubkeys: [], eventIds: [] }, true);
    localMutesActions.reload();
    expect(useLocalMutes.getState()).toEqual({ pubkeys: [ALICE], eventIds: [POST] });
    localMutesActions.remove({ kind: 'author', pubkey: ALICE });
    expect(JSON.parse(localStorage.getItem(LOCAL_MUTES_KEY) ?? '{}')).toEqual({ version: 1, pubkeys: [], eventIds: [POST] });
  });

  it('reads a corrupted value as no mutes', () => {
    localStorage.setItem(LOCAL_MUTES_KEY, '{"version":1,"pubkeys":');
    localMutesActions.reload();
    expect(useLocalMutes.getState()).toEqual({ pubkeys: [], eventIds: [] });
  });

  it('changes nothing for a mute already there', () => {
    localMutesActions.add({ kind: 'author', pubkey: ALICE });
    const before = useLocalMutes.getState();
    localMutesActions.add({ kind: 'author', pubkey: ALICE.toUpperCase() });
    expect(useLocalMutes.getState()).toBe(before);
  });
});

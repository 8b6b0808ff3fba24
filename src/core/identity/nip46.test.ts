import { describe, expect, it } from 'vitest';
import { connectParams, connectRefusal, openRemoteSession, requestedPermissions, WRONG_SECRET_ERROR } from './nip46';

const signer = 'b'.repeat(64);

describe('NIP-46 connect', () => {
  it('names the remote signer, the secret and the permissions', () => {
    expect(connectParams(signer, 'token-secret')).toEqual([signer, 'token-secret', requestedPermissions()]);
    expect(connectParams(signer, undefined)[1]).toBe('');
  });

  it('asks to sign exactly the kinds the app publishes, and no encryption', () => {
    expect(requestedPermissions().split(',').sort()).toEqual([
      'sign_event:1',
      'sign_event:10000',
      'sign_event:10003',
      'sign_event:1111',
      'sign_event:16',
      'sign_event:20',
      'sign_event:21',
      'sign_event:22',
      'sign_event:24242',
      'sign_event:27235',
      'sign_event:3',
      'sign_event:30005',
      'sign_event:30006',
      'sign_event:6',
      'sign_event:7',
      'sign_event:9734',
    ]);
    expect(requestedPermissions()).not.toMatch(/nip04|nip44/);
  });

  it("takes ack, or the token's own secret, as connected", () => {
    expect(connectRefusal('ack', undefined)).toBeUndefined();
    expect(connectRefusal('ack', 'token-secret')).toBeUndefined();
    expect(connectRefusal('token-secret', 'token-secret')).toBeUndefined();
  });

  it('refuses another secret, and a secret when the token had none', () => {
    expect(connectRefusal('other-secret', 'token-secret')).toBe(WRONG_SECRET_ERROR);
    expect(connectRefusal('some-secret', undefined)).toBe(WRONG_SECRET_ERROR);
    expect(connectRefusal('', '')).toBe(WRONG_SECRET_ERROR);
  });
});

/** A remote signer played by hand: answers by method, and records what it was asked. */
function fakeSigner(answers: Record<string, string | Error>) {
  const asked: { method: string; params: string[] }[] = [];
  const transport = {
    request(method: string, params: string[]): Promise<string> {
      asked.push({ method, params });
      const answer = answers[method];
      if (answer === undefined) return Promise.reject(new Error(`no answer to ${method}`));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { transport, asked };
}

const user = 'a'.repeat(64);

describe('opening a remote-signer session', () => {
  it("connects with the token, then asks for the user's key, which may differ from the signer's", async () => {
    const { transport, asked } = fakeSigner({ connect: 'token-secret', get_public_key: user });
    await expect(openRemoteSession(transport, { remoteSignerPubkey: signer, secret: 'token-secret', restoring: false })).resolves.toBe(
      user,
    );
    expect(asked.map((request) => request.method)).toEqual(['connect', 'get_public_key']);
    expect(asked[0]?.params).toEqual(connectParams(signer, 'token-secret'));
  });

  it('fails with a clear message when the signer echoes another secret, and asks nothing more', async () => {
    const { transport, asked } = fakeSigner({ connect: 'stolen', get_public_key: user });
    await expect(openRemoteSession(transport, { remoteSignerPubkey: signer, secret: 'token-secret', restoring: false })).rejects.toThrow(
      WRONG_SECRET_ERROR,
    );
    expect(asked).toHaveLength(1);
  });

  it("passes on the signer's refusal", async () => {
    const { transport } = fakeSigner({ connect: new Error('Invalid target pubkey') });
    await expect(openRemoteSession(transport, { remoteSignerPubkey: signer, restoring: false })).rejects.toThrow('Invalid target pubkey');
  });

  it('refuses an answer to get_public_key that is not a key', async () => {
    const { transport } = fakeSigner({ connect: 'ack', get_public_key: 'nope' });
    await expect(openRemoteSession(transport, { remoteSignerPubkey: signer, restoring: false })).rejects.toThrow('no public key');
  });

  it('restores without a second connect when the signer still knows the app', async () => {
    const { transport, asked } = fakeSigner({ connect: 'ack', get_public_key: user });
    await expect(openRemoteSession(transport, { remoteSignerPubkey: signer, secret: 'spent', restoring: true })).resolves.toBe(user);
    expect(asked.map((request) => request.method)).toEqual(['get_public_key']);
  });

  it('connects again, without the spent secret, when the signer has forgotten the app', async () => {
    let connected = false;
    const asked: string[][] = [];
    const transport = {
      request(method: string, params: string[]): Promise<string> {
        asked.push([method, ...params]);
        if (method === 'connect') connected = true;
        if (method === 'get_public_key') return connected ? Promise.resolve(user) : Promise.reject(new Error('unknown client'));
        return Promise.resolve('ack');
      },
    };
    await expect(openRemoteSession(transport, { remoteSignerPubkey: signer, secret: 'spent', restoring: true })).resolves.toBe(user);
    expect(asked.map(([method]) => method)).toEqual(['get_public_key', 'connect', 'get_public_key']);
    expect(asked[1]?.[2]).toBe('');
  });
});

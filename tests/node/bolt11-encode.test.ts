import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { decodeInvoice } from '../../src/core/social/bolt11';
import { encodeInvoice } from '../support/bolt11-encode';

const NODE_SECRET = sha256(new TextEncoder().encode('diorama-test-node'));

describe('encodeInvoice', () => {
  const invoice = encodeInvoice({
    amountMsat: 21_000,
    paymentHash: 'ab'.repeat(32),
    descriptionHash: 'cd'.repeat(32),
    nodeSecret: NODE_SECRET,
    timestamp: 1_700_000_000,
  });

  it("writes what the app's decoder reads", () => {
    expect(invoice.startsWith('lnbcrt210n1')).toBe(true);
    expect(decodeInvoice(invoice)).toEqual({
      network: 'bcrt',
      amountMsat: 21_000,
      timestamp: 1_700_000_000,
      paymentHash: 'ab'.repeat(32),
      descriptionHash: 'cd'.repeat(32),
      expiry: 3600,
    });
  });

  it('is signed by the node: its public key is recovered from the signature', () => {
    const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, 10_000);
    const data = words.slice(0, -104);
    const signature = Uint8Array.from(bech32.fromWords(words.slice(-104)));
    const bits = data.flatMap((word) => word.toString(2).padStart(5, '0').split(''));
    while (bits.length % 8) bits.push('0');
    const bytes = Uint8Array.from(
      bits
        .join('')
        .match(/.{8}/g)
        ?.map((byte) => parseInt(byte, 2)) ?? [],
    );
    const hash = sha256(new Uint8Array([...new TextEncoder().encode(prefix), ...bytes]));
    const recovered = secp256k1.Signature.fromCompact(signature.slice(0, 64))
      .addRecoveryBit(signature[64] ?? 0)
      .recoverPublicKey(hash);
    expect(bytesToHex(recovered.toRawBytes(true))).toBe(bytesToHex(secp256k1.getPublicKey(NODE_SECRET, true)));
  });

  it('picks the shortest exact multiplier', () => {
    const amount = (msat: number) =>
      /^lnbcrt(\d+[munp])1/.exec(
        encodeInvoice({
          amountMsat: msat,
          paymentHash: '00'.repeat(32),
          descriptionHash: '00'.repeat(32),
          nodeSecret: NODE_SECRET,
          timestamp: 1,
        }),
      )?.[1];
    expect(amount(100_000_000)).toBe('1m');
    expect(amount(1_000)).toBe('10n');
    expect(amount(1)).toBe('10p');
    expect(
      [1, 1_000, 100_000_000].map(
        (msat) =>
          decodeInvoice(
            encodeInvoice({
              amountMsat: msat,
              paymentHash: '00'.repeat(32),
              descriptionHash: '00'.repeat(32),
              nodeSecret: NODE_SECRET,
              timestamp: 1,
            }),
          )?.amountMsat,
      ),
    ).toEqual([1, 1_000, 100_000_000]);
  });
});

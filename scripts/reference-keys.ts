/**
 * Writes src/core/reference/data/reference-keys.json: the npub lists of reference-data.json as hex
 * keys, so the app does not decode 132 bech32 strings on every start (about 20 ms of
 * its first script run). src/core/reference/reference-keys.test.ts fails when the two disagree.
 *
 *   npx tsx scripts/reference-keys.ts
 */
import { writeFileSync } from 'node:fs';
import { referenceKeysOf } from '../src/core/reference/reference-keys';
import data from '../src/core/reference/data/reference-data.json' with { type: 'json' };

const file = new URL('../src/core/reference/data/reference-keys.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(referenceKeysOf(data), null, 2)}\n`);
console.log(`written ${file.pathname}`);

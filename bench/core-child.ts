/** The core measurement's own process (see core-throughput.ts): events file in, rates out as JSON. */
import { readFileSync } from 'node:fs';
import { coreEventsPerSecond } from './core-throughput';
import type { NostrEvent } from '../src/core/types';

const events = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as NostrEvent[];
process.stdout.write(JSON.stringify(coreEventsPerSecond(events)));

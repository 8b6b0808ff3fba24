/** The one place that reads build-time configuration (docs/architecture.md, Configuration). */
import { parseConfig } from './core/config';

export const config = parseConfig(import.meta.env);

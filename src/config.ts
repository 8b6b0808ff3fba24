/** The one place that reads build-time configuration (docs/architecture.md, Configuration). */
import { parseConfig } from './core/app-config';

export const config = parseConfig(import.meta.env);

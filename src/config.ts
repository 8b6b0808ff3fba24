/** The one place that reads build-time configuration (DESIGN.md section 6). */
import { parseConfig } from './core/app-config';

export const config = parseConfig(import.meta.env);

import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';
import type { AppConfig } from '../../src/core/config/app-config.ts';

type AppConfigModule = typeof import('../../src/core/config/app-config.ts');

/**
 * The app's configuration for a build mode, read by the app's own parser
 * (docs/architecture.md, Configuration). The parser is loaded through Vite's module
 * runner rather than imported by the Vite config: the app's modules import one another
 * without file extensions, as Vite resolves them, and a config file's own imports are
 * held to Node's rules.
 */
export async function appConfigOf(mode: string, envDir: string): Promise<AppConfig> {
  const { module } = await runnerImport<AppConfigModule>(fileURLToPath(new URL('../../src/core/config/app-config.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
  });
  return module.parseConfig(loadEnv(mode, envDir, 'VITE_'));
}

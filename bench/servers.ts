/** The media server and the app server both bench scenarios start. */
import { spawn, type ChildProcess } from 'node:child_process';

/** The media server in a process of its own, as a CDN in front of a resizer (see tests/support/media-server-cli.ts). */
export async function startMediaServerProcess(
  port: number,
  extraArgs: readonly string[] = [],
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/media-server-cli.ts', '--port', String(port), '--cdn', ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(String(data).trim()));
    child.once('exit', (code) => reject(new Error(`the media server exited (${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `vite preview` of a built app; Node runs Vite directly so that stopping it stops the server (npx would leave it behind). */
export async function startAppServer(dist: string, port: number): Promise<{ base: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base);
  return { base, process: child };
}

async function waitForHttp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

// `npm run demo`: the offline demo. A local relay seeded with generated picture and video
// posts, a local media server with an image-resizing route, and the app built for them.
// Nothing leaves 127.0.0.1.
import { ensureDependencies } from './lib/ensure.mjs';
import { main, run, start } from './lib/run.mjs';

main(async () => {
  ensureDependencies();
  run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', 'dist-local']);
  const servers = start('npx', ['tsx', 'scripts/demo-servers.ts']);
  const app = start('npx', ['vite', 'preview', '--outDir', 'dist-local', '--host', '127.0.0.1', '--port', '4173', '--strictPort']);
  console.log('\nDiorama demo: http://127.0.0.1:4173  (Ctrl+C stops everything)');
  const stop = () => {
    servers.kill('SIGTERM');
    app.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await Promise.race([once(servers), once(app)]);
  stop();
});

function once(child) {
  return new Promise((resolve) => child.on('exit', resolve));
}

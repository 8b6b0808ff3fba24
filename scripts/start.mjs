// `npm start`: install if needed, build, and serve the app on http://127.0.0.1:4173
// against the default public relays.
import { ensureDependencies } from './lib/ensure.mjs';
import { main, run } from './lib/run.mjs';

main(async () => {
  ensureDependencies();
  run('npx', ['vite', 'build']);
  console.log('\nDiorama is at http://127.0.0.1:4173');
  run('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort']);
});

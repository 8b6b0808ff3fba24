/**
 * The app's React tree, a chunk of its own that the entry (app/main.ts) imports once the
 * first screen is drawn; its files are fetched from the start (scripts/vite-plugins/first-paint-script.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './router';

export function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}

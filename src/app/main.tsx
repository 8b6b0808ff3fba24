import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadNostr } from '../nostr/client';
import { AppRouter } from './router';
import './app.css';

// The relay client downloads while React renders the shell and the cached feed.
preloadNostr();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openSnapshots } from '../nostr/feed-snapshot';
import { AppRouter } from './router';
import './app.css';

openSnapshots();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareWarmStart } from '../stores/feed-loader';
import { AppRouter } from './router';
import './app.css';

prepareWarmStart();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}

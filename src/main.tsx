import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForPreloadErrors } from './app/lazy/stale-deploy';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

listenForPreloadErrors();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

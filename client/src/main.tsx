import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadScreenFor } from './app/routing/preload-screen';
import { Startup } from './app/startup/Startup';
import { browserStartupDeps } from './app/startup/startup-deps';
import './styles/main.scss';

preloadScreenFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Startup deps={browserStartupDeps} />
  </StrictMode>,
);

import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { currentLanguage, loadMessages } from './services/i18n';
import { setUnreadableSessionHandler } from './services/session-store';

// doc 1 §8: an unreadable stored session was cleared by the session store; go to /login.
setUnreadableSessionHandler(() => navigate('/login', { replace: true }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The active language's texts (their own chunk, services/i18n) arrive before the first render, so
// no page shows message ids; should they fail to load, the console still starts.
loadMessages(currentLanguage()).then(render, render);

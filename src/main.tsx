import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { currentLanguage, loadMessages } from './services/i18n';
import { getStoredSession, setUnreadableSessionHandler } from './services/session-store';

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
// A signed-in page also needs the page frame and the signed-in data (server cache) — their own
// chunks, app/router.tsx: fetched alongside the texts rather than after the first render asks.
const signedIn = getStoredSession() !== null;
if (signedIn) {
  void import('./app/signed-in-data');
  void import('./app/layout/page-frame');
}
// The active language's texts (their own chunks, services/i18n: signed out, only the public pages')
// arrive before the first render, so no page shows message ids; should they fail to load, the
// console still starts.
loadMessages(currentLanguage(), signedIn ? 'all' : 'public').then(render, render);

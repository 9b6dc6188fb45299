import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, loadMessages } from '../services/i18n';
import { ControlApp } from './control-app';

// The simulator's control page (issue 19): a page of its own (control.html, served at /__sim by
// the simulator), built with the console's design system and texts, not part of the console.
const root = document.getElementById('root');
if (!root) throw new Error('control.html lacks #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <ControlApp />
    </StrictMode>,
  );
loadMessages(currentLanguage(), 'all').then(render, render);

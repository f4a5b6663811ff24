import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shell/tokens.css';
import './console.css';
import { ConsoleApp } from './console-app.js';

const root = document.getElementById('console-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}

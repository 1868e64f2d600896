import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './app/global.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

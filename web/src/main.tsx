import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './i18n';
import './app/global.css';
import { App } from './app/App';
import { preloadToolPage } from './app/toolPage';

const container = document.getElementById('root');
if (container) {
  // A tool page's body comes in a chunk of its own: ask for it now, not once the frame has
  // been hydrated and the body rendered.
  preloadToolPage(window.location.pathname);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The home page's HTML was rendered at build time (web/src/prerender.tsx). public/boot.js
  // marks <html> when it does not fit this visit (another page, English, stored favourites...):
  // then it was hidden, and the app renders from scratch.
  const fits = !document.documentElement.classList.contains('no-prerender');
  // In a transition, the first render (or hydration) is cut into slices of a few milliseconds
  // that give way to the browser between them, instead of one long task that holds off a tap
  // or a keystroke (on a mid-range phone, 0.4 s and more for a tool page).
  startTransition(() => {
    if (container.dataset.prerendered !== undefined && fits) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      delete container.dataset.prerendered;
      createRoot(container).render(app);
    }
  });
}

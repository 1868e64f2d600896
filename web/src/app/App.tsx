import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorView';
import { AppRoutes } from './router';
import { markPageDrawn, usePageDrawn } from './pageDrawn';
import { useApplyTheme } from './userPrefs';

// The service worker's registration and status note are not needed for the first paint.
// A status note: if its code cannot be downloaded (offline before the service worker has it),
// there is nothing to say, and no reason to replace the page by the error view.
const PwaStatus = lazy(() =>
  import('./PwaStatus').then(
    (m) => ({ default: m.PwaStatus }),
    () => ({ default: () => null }),
  ),
);

/** A page that never says it is drawn (its code failed to load...) holds nothing back longer. */
const DRAWN_AT_THE_LATEST_MS = 10_000;

/** The routed page, also rendered at build time for the home page (web/src/prerender.tsx). */
export function AppContent() {
  useApplyTheme();
  return (
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>
  );
}

/** No component library: the shell and the tool pages are drawn with our own light controls. */
export function App() {
  // Mounted once the first page has been drawn (so after hydration too: the build-time HTML
  // has no service-worker note to match). The registration precaches the whole site: on a
  // first visit it took the network from the tool page still loading.
  const drawn = usePageDrawn();
  useEffect(() => {
    const timer = setTimeout(markPageDrawn, DRAWN_AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <BrowserRouter>
      <AppContent />
      {drawn && (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      )}
    </BrowserRouter>
  );
}

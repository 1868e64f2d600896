import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorView';
import { AppRoutes } from './router';
import { useApplyTheme } from './userPrefs';

// The service worker's registration and status note are not needed for the first paint.
const PwaStatus = lazy(() => import('./PwaStatus').then((m) => ({ default: m.PwaStatus })));

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

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
  // Mounted after hydration: the build-time HTML has no service-worker note to match.
  const mounted = useSyncExternalStore(noSubscription, isClient, isServer);
  return (
    <BrowserRouter>
      <AppContent />
      {mounted && (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      )}
    </BrowserRouter>
  );
}

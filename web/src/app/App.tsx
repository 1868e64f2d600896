import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorView';
import { AppRoutes } from './router';
import { useApplyTheme } from './userPrefs';

// The service worker's registration and status note are not needed for the first paint.
const PwaStatus = lazy(() => import('./PwaStatus').then((m) => ({ default: m.PwaStatus })));

/** The shell uses no component library; antd's provider wraps tool pages only (AntdScope). */
export function App() {
  useApplyTheme();
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <Suspense fallback={null}>
        <PwaStatus />
      </Suspense>
    </BrowserRouter>
  );
}

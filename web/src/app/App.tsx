import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { useApplyTheme } from './userPrefs';

// The service worker's registration and status note are not needed for the first paint.
const PwaStatus = lazy(() => import('./PwaStatus').then((m) => ({ default: m.PwaStatus })));

/** The shell uses no component library; antd's provider wraps tool pages only (AntdScope). */
export function App() {
  useApplyTheme();
  return (
    <>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <PwaStatus />
      </Suspense>
    </>
  );
}

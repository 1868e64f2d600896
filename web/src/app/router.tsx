/**
 * Every route of the product spec (§2). Declarative routing (`useRoutes` under a
 * `BrowserRouter`): the shell has no loaders or actions, and react-router's data router would
 * add about 14 KiB (brotli) to every first visit. The routes themselves are not lazy: a tool's
 * frame (title, description) paints at once and its body loads as a lazy chunk (toolPage.tsx).
 * `/404` is a page of the layout; any other unknown path is replaced by `/404`, carrying the
 * path along so the page can suggest the route that differs only in case.
 */
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { TOOLS } from '../tools/registry';
import type { ToolMeta } from '../tools/types';
import { AppLayout } from './AppLayout';
import { Home } from './Home';
import { NotFound } from './NotFound';
import { ToolShell } from './ToolShell';
import { toolPage } from './toolPage';

function ToolRoute({ meta }: { meta: ToolMeta }) {
  const Page = toolPage(meta);
  return (
    <ToolShell meta={meta}>
      {/* toolPage keeps one lazy component per tool (the same identity every render); only
          after a failed load does it make a new one, so that coming back tries again. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
    </ToolShell>
  );
}

function ToNotFound() {
  const { pathname } = useLocation();
  return <Navigate to="/404" replace state={{ from: pathname }} />;
}

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Home /> },
      ...TOOLS.map((meta): RouteObject => ({
        path: meta.path,
        caseSensitive: true,
        element: <ToolRoute meta={meta} />,
      })),
      { path: '/404', element: <NotFound /> },
    ],
  },
  { path: '*', element: <ToNotFound /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}

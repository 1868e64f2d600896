/**
 * Every route of the product spec (§2), all children of one root. The routes themselves are not
 * lazy: a tool's frame (title, description) paints at once and its body loads as a lazy chunk
 * (toolPage.tsx). `/404` is a page of the layout; any other unknown path is replaced by `/404`,
 * carrying the path along so the page can suggest the route that differs only in case.
 */
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { TOOLS } from '../tools/registry';
import type { ToolMeta } from '../tools/types';
import { AppLayout } from './AppLayout';
import { ErrorView } from './ErrorView';
import { Home } from './Home';
import { NotFound } from './NotFound';
import { ToolShell } from './ToolShell';
import { toolPage } from './toolPage';

export function toolRoute(meta: ToolMeta): RouteObject {
  return {
    path: meta.path,
    caseSensitive: true,
    handle: { tool: meta },
    Component: function ToolRoute() {
      const Page = toolPage(meta);
      return <ToolShell meta={meta}>{Page ? <Page /> : null}</ToolShell>;
    },
  };
}

function ToNotFound() {
  const { pathname } = useLocation();
  return <Navigate to="/404" replace state={{ from: pathname }} />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: ErrorView,
    children: [
      {
        Component: AppLayout,
        children: [
          {
            // A failed tool chunk is caught here and shown inside the layout, so the menu
            // stays usable.
            ErrorBoundary: ErrorView,
            children: [
              { index: true, Component: Home },
              ...TOOLS.map(toolRoute),
              { path: '/404', Component: NotFound },
            ],
          },
        ],
      },
      { path: '*', Component: ToNotFound },
    ],
  },
];

export const router = createBrowserRouter(routes);

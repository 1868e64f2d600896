/**
 * Every route of the product spec (§2), all children of one root. Tool pages are lazily loaded
 * chunks together with their translations; a chunk that fails to load is logged and handed to
 * the error view. `/404` is a plain page; any other unknown path is replaced by `/404`.
 */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadToolNamespace } from '../i18n';
import { TOOLS } from '../tools/registry';
import type { ToolMeta } from '../tools/types';
import { AppLayout } from './AppLayout';
import { ErrorView } from './ErrorView';
import { Home } from './Home';
import { NotFound } from './NotFound';
import { PageLoading } from './RouteProgress';
import { ToolShell } from './ToolShell';

export function toolRoute(meta: ToolMeta): RouteObject {
  return {
    path: meta.path,
    caseSensitive: true,
    handle: { tool: meta },
    lazy: async () => {
      try {
        const [page] = await Promise.all([
          meta.load ? meta.load() : Promise.resolve(null),
          loadToolNamespace(meta.id),
        ]);
        const Page = page?.default;
        return {
          Component: function ToolRoute() {
            return <ToolShell meta={meta}>{Page ? <Page /> : null}</ToolShell>;
          },
        };
      } catch (error) {
        console.error(`Loading the page ${meta.path} failed:`, error);
        throw error;
      }
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: ErrorView,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: AppLayout,
        children: [
          {
            // A route's own boundary does not catch its failed lazy(); this pathless parent
            // does, and renders the error view inside the layout so the menu stays usable.
            ErrorBoundary: ErrorView,
            children: [{ index: true, Component: Home }, ...TOOLS.map(toolRoute)],
          },
        ],
      },
      { path: '/404', Component: NotFound },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * Puts the home page's HTML, rendered at build time by web/src/prerender.tsx, into
 * index.html's #root (`data-prerendered="/"`). The render runs in a Vite server in SSR mode
 * with this same config, so it sees the very modules the client bundle is built from.
 * Runs before the service worker is generated, so the precache's revision of index.html
 * covers the rendered HTML.
 */
import { createServer, type Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

export function prerenderHome(): Plugin {
  let configFile: string | undefined;
  let root = '';
  return {
    name: 'toolbox-prerender-home',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root');
        const server = await createServer({
          configFile,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          // Deep imports without extensions (icons) are bundled, not left to Node's resolver.
          ssr: { noExternal: ['@ant-design/icons-svg'] },
        });
        try {
          const { render } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            render: (url: string) => Promise<string>;
          };
          const body = await render('/');
          return html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="/">${body}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

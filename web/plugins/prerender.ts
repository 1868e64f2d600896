/**
 * Puts the pages rendered at build time by web/src/prerender.tsx into the HTML: the home page
 * into index.html's #root, each live tool's page into pages/<Tool>.html (index.html with that
 * page instead, and its title and description). `data-prerendered="<path>"` on <html> and
 * #root says which page it is (public/boot.js and main.tsx read it). The server answers a
 * tool's path with its page; the service worker, offline, answers every path with index.html.
 * The render runs in a Vite server in SSR mode with this same config, so it sees the very
 * modules the client bundle is built from. index.html is rendered before the service worker
 * is generated, so the precache's revision of index.html covers the rendered HTML.
 */
import { createServer, type Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="zh-CN">';

interface Page {
  path: string;
  title: string;
  description?: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html (as built, with an empty #root) with `page` in it. */
function withPage(html: string, page: Page): string {
  let out = html
    .replace(HTML_TAG, `<html lang="zh-CN" data-prerendered="${page.path}">`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${page.path}">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== undefined) {
    out = out.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escapeHtml(page.description)}$2`,
    );
  }
  return out;
}

export function prerenderPages(): Plugin {
  let configFile: string | undefined;
  let root = '';
  // The tool pages, rendered with the home page and emitted once index.html is built.
  let toolPages: Page[] = [];
  return {
    name: 'toolbox-prerender-pages',
    apply: 'build',
    // After Vite's own HTML plugin, whose generateBundle emits the final index.html.
    enforce: 'post',
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root');
        if (!html.includes(HTML_TAG)) throw new Error(`index.html has no ${HTML_TAG}`);
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
          const { render, paths } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            render: (url: string) => Promise<Page>;
            paths: () => string[];
          };
          const pages: Page[] = [];
          for (const path of paths()) pages.push(await render(path));
          toolPages = pages.filter((page) => page.path !== '/');
          const home = pages.find((page) => page.path === '/');
          if (!home) throw new Error('the home page was not rendered');
          return withPage(html, home);
        } finally {
          await server.close();
        }
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('no index.html in the bundle');
      }
      // Vite's HTML plugin has since added the script and style tags: apply them to the shell
      // by taking the built index.html and putting the tool's page where the home page is.
      const built = index.source;
      const homeStart = built.indexOf('<div id="root" data-prerendered="/">');
      if (homeStart < 0) throw new Error('the home page is not in index.html');
      const homeEnd = built.indexOf('</body>', homeStart);
      const before = built.slice(0, homeStart);
      const after = built.slice(homeEnd);
      // The root's closing tag is followed by the app's scripts (if any) before </body>.
      const rootAndScripts = built.slice(homeStart, homeEnd);
      const scriptsAt = rootAndScripts.lastIndexOf('</div>') + '</div>'.length;
      const scripts = rootAndScripts.slice(scriptsAt);
      const emptyPage = `${before.replace(/ data-prerendered="\/"/, '')}${EMPTY_ROOT}${scripts}${after}`;
      for (const page of toolPages) {
        this.emitFile({
          type: 'asset',
          fileName: `pages${page.path}.html`,
          source: withPage(emptyPage, page),
        });
      }
    },
  };
}

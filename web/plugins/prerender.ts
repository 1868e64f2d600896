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
import { createServer, type Plugin, type Rolldown } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="zh-CN">';

interface Page {
  path: string;
  title: string;
  description?: string;
  html: string;
  tool?: { dir: string; wasm: string[] };
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;
type ModuleInfo = (id: string) => { dynamicallyImportedIds: readonly string[] } | null;

/**
 * What a tool page's body loads anyway, for public/boot.js to ask for as soon as the frame has
 * been painted: the body's chunk and the chunks it imports, their stylesheets, its strings in
 * both languages (and the tools' common groups), and the
 * glue and binary of the wasm its first screen runs (`meta.wasm`). Without them these were
 * asked for only once the shell's code had arrived, run and hydrated the frame: a round trip
 * and a shell's start later, before the tool could draw. Not `<link>`s in the HTML: those
 * would share the network with the frame's first paint (and Lighthouse counts everything that
 * arrives before a paint as part of it).
 */
function toolPreloads(bundle: Bundle, root: string, tool: Page['tool'], info: ModuleInfo): string {
  if (!tool) return '';
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byFacade = (test: (id: string) => boolean) =>
    chunks.filter((chunk) => chunk.facadeModuleId !== null && test(chunk.facadeModuleId));
  // What index.html already loads.
  const initial = new Set<string>();
  const addInitial = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(addInitial);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => addInitial(chunk.fileName));

  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (chunk: Chunk | undefined) => {
    if (!chunk || initial.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const fileName of chunk.imports) {
      const imported = bundle[fileName];
      if (imported?.type === 'chunk') add(imported);
    }
  };
  function one<T>(what: string, found: T[]): T {
    if (found.length !== 1) throw new Error(`${what}: ${found.length} files, not one`);
    return found[0];
  }

  const meta = `${root}/src/${tool.dir}/meta.ts`;
  const body = info(meta)?.dynamicallyImportedIds ?? [];
  if (body.length !== 1)
    throw new Error(`${meta} should import one page lazily, not ${body.length}`);
  add(
    one(
      `the page of ${tool.dir}`,
      byFacade((id) => id === body[0]),
    ),
  );
  const locale = /\/locales\/(?:zh-CN|en-US)\.json\?raw$/;
  for (const dir of [tool.dir, 'i18n']) {
    const strings = byFacade((id) => id.startsWith(`${root}/src/${dir}/`) && locale.test(id));
    if (strings.length !== 2) throw new Error(`${dir}: ${strings.length} locale chunks, not two`);
    strings.forEach(add);
  }
  const wasm: string[] = [];
  for (const name of tool.wasm) {
    add(
      one(
        `${name}'s glue`,
        byFacade((id) => id.endsWith(`/core/pkg/${name}/toolbox_${name}.js`)),
      ),
    );
    const binary = new RegExp(`^assets/toolbox_${name}_bg-[\\w-]+\\.wasm$`);
    wasm.push(
      one(
        `${name}'s binary`,
        Object.keys(bundle).filter((f) => binary.test(f)),
      ),
    );
  }
  const urls = [...styles, ...scripts, ...wasm].map((file) => `/${file}`);
  return `<meta name="toolbox-preload" content="${urls.join(' ')}">`;
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
      const info: ModuleInfo = (id) => this.getModuleInfo(id);
      for (const page of toolPages) {
        const preloads = toolPreloads(bundle, root, page.tool, info);
        this.emitFile({
          type: 'asset',
          fileName: `pages${page.path}.html`,
          source: withPage(emptyPage, page).replace('</head>', `${preloads}</head>`),
        });
      }
    },
  };
}

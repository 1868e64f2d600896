/**
 * Build-time render of the home page and of every live tool's page (web/plugins/prerender.ts
 * puts them into index.html and pages/<Tool>.html), so a first visit paints before any
 * JavaScript has run; main.tsx then hydrates. A tool page carries its frame (title,
 * description, notes) and the loading box; its body is drawn by the app (ToolShell.tsx).
 * Rendered in Chinese, the default language, for a visitor with nothing stored:
 * public/boot.js hides it for everyone else (another page, English, favourites on the home
 * page...), who get the page as the app renders it.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PRODUCT_NAME } from './config';
import i18n from './i18n';
import { AppContent } from './app/App';
import { TOOLS } from './tools/registry';

export interface Page {
  path: string;
  /** The document title the app sets on that page. */
  title: string;
  /** The page's description, for `<meta name="description">` (the tool's, or none). */
  description?: string;
  html: string;
  /** A tool page's tool: where its code lives, and what its body loads (see toolPage.tsx). */
  tool?: { dir: string; wasm: string[] };
}

/** The paths rendered at build time: the home page and every tool that is built. */
export function paths(): string[] {
  return ['/', ...TOOLS.filter((meta) => meta.load).map((meta) => meta.path)];
}

export async function render(url: string): Promise<Page> {
  await i18n.changeLanguage('zh-CN');
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const meta = TOOLS.find((tool) => tool.path === url);
  const product = PRODUCT_NAME['zh-CN'];
  return {
    path: url,
    title: meta ? `${i18n.t(`tools:${meta.id}.title`)} - ${product}` : product,
    description: meta ? i18n.t(`tools:${meta.id}.description`) : undefined,
    html: Buffer.concat(chunks).toString('utf8'),
    tool: meta && {
      dir: `tools/${meta.section}/${meta.id}`,
      wasm: [...(meta.wasm ?? [])],
    },
  };
}

/**
 * Build-time render of the home page (web/plugins/prerender.ts puts it into index.html), so a
 * first visit paints the shell and the tool grid before any JavaScript has run; main.tsx then
 * hydrates it. Rendered in Chinese, the default language, for a visitor with nothing stored:
 * public/boot.js hides it for everyone else (another page, English, favourites...), who get
 * the page as the app renders it.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import i18n from './i18n';
import { AppContent } from './app/App';

export async function render(url: string): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8');
}

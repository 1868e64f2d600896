/**
 * Build side (Vite plugin, runs in Node): copies the flags of ./countries.ts from npm
 * `flag-icons` to dist/flags/<code>.svg, and serves them there in the dev server. They stay out
 * of the first-visit precache: the game fetches them when it starts and the service worker
 * keeps them (runtimeCaching in web/vite.config.ts), so the game works offline afterwards.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { COUNTRIES, FLAGS_PATH } from './countries';

const require = createRequire(import.meta.url);

function flagSvg(code: string): string {
  return readFileSync(require.resolve(`flag-icons/flags/4x3/${code}.svg`), 'utf8');
}

export function flagAssets(): Plugin {
  return {
    name: 'toolbox-flag-assets',
    generateBundle() {
      for (const code of COUNTRIES) {
        this.emitFile({
          type: 'asset',
          fileName: `${FLAGS_PATH.slice(1)}${code}.svg`,
          source: flagSvg(code),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/flags\/([a-z]{2})\.svg$/.exec(req.url ?? '');
        if (!match || !(COUNTRIES as readonly string[]).includes(match[1])) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(flagSvg(match[1]));
      });
    },
  };
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API = 'http://localhost:3000';
const LOCALES = ['en', 'ru'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <noscript> message in every language, taken from the locale files: no script runs to translate it. */
function noscriptMessage(): Plugin {
  const message = (locale: string) =>
    (JSON.parse(readFileSync(new URL(`./src/locales/${locale}/common.json`, import.meta.url), 'utf8')) as { noscript: string }).noscript;
  return {
    name: 'rapport-noscript',
    transformIndexHtml: () => [
      {
        tag: 'noscript',
        injectTo: 'body',
        children: LOCALES.map((locale) => `<p class="noscript-message" lang="${locale}">${escapeHtml(message(locale))}</p>`).join(''),
      },
    ],
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), noscriptMessage()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Written for error reports but not linked from the bundles: the server sends them (and a
    // SourceMap header pointing at them) only with WEB_SOURCE_MAPS=true.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/auth': { target: API, changeOrigin: true },
      '/hubs': { target: API, changeOrigin: true, ws: true },
    },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shellPaths } from './scripts/shell-paths-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    shellPaths(),
    // The service worker (src/sw/sw.ts), built by Workbox; registered by src/main.tsx late, when the page is
    // idle, so installing it never competes with the page's own work (decision 029).
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: [
                'index.html',
                'assets/**/*.{js,css,svg,png,woff2}',
                'manifest.webmanifest',
                'favicon.svg',
                'icons/*',
              ],
              // The staff console is never cached on a customer's phone; pre-rendered pages come fresh.
              globIgnores: ['ops.html', 'assets/ops/**', '**/*.map', 'pages/**'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
          }),
        ]),
  ],
  build: {
    // Keep illustrations as separate files: inlined as data URIs they would grow the JavaScript.
    assetsInlineLimit: 0,
    manifest: true,
    target: 'es2022',
    rollupOptions: isSsrBuild
      ? {}
      : {
          // Two entries: the customer app and public site (index.html), and the staff-only operations console
          // (ops.html, served at /ops). The console's own chunks go under assets/ops/, which the service worker
          // never caches; nothing of it loads for customers (decision 020).
          input: { main: 'index.html', ops: 'ops.html' },
          output: {
            chunkFileNames: (chunk) =>
              (chunk.facadeModuleId ?? chunk.moduleIds[0] ?? '').includes('/src/ops/')
                ? 'assets/ops/[name]-[hash].js'
                : 'assets/[name]-[hash].js',
            entryFileNames: (chunk) =>
              chunk.name === 'ops' ? 'assets/ops/[name]-[hash].js' : 'assets/[name]-[hash].js',
          },
        },
  },
}));

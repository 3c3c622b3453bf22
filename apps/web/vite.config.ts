import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), serviceWorker()],
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

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  build: {
    // Keep illustrations as separate files: inlined as data URIs they would grow the JavaScript.
    assetsInlineLimit: 0,
    manifest: true,
    target: 'es2022',
  },
});

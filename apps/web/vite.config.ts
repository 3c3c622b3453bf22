import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Keep illustrations as separate files: inlined as data URIs they would grow the JavaScript.
    assetsInlineLimit: 0,
    manifest: true,
    target: 'es2022',
  },
});

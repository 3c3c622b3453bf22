// Emits shell-paths.json: the page URLs the server answers with the SPA shell and 200 (apps/api/src/plugins/
// web.ts); any other unknown page is a 404. The service worker itself is Workbox's (vite.config.ts, src/sw/).
import type { Plugin } from 'vite';
import { shellPathPatterns } from '../src/app/shell-paths.ts';

export function shellPaths(): Plugin {
  let isSsr = false;
  return {
    name: 'owo-shell-paths',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (isSsr) return;
      const patterns = shellPathPatterns.map((pattern) => pattern.source);
      this.emitFile({ type: 'asset', fileName: 'shell-paths.json', source: JSON.stringify(patterns) });
    },
  };
}

// Writes .br and .gz beside every text asset of the web build, so the server sends them without
// compressing on each request (STACK-NOTES: uncompressed, Lighthouse mobile drops to 0.79).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (TEXT.test(entry.name) && statSync(p).size > 512) {
      const data = readFileSync(p);
      writeFileSync(`${p}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${p}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}
walk(dist);

/**
 * Build-time compression: every text file of the build gets a `.br` and a `.gz` beside it, which
 * the server sends as they are (@fastify/static `preCompressed`), so no request pays for
 * compressing an asset and the wire carries brotli at its best quality.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|ico)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside each compressible file under `dir`, only where they come
 * out smaller (else the server sends the file itself). Returns how many files it wrote.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      let count = 0;
      for (const [ext, body] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (body.length < raw.length) {
          await writeFile(`${file}${ext}`, body);
          count++;
        }
      }
      return count;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/** Vite plugin: compresses the whole output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'marketplace:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

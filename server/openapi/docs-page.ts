/**
 * The API reference page, `/api/docs`: Swagger UI (swagger-ui-dist) rendering
 * `/api/openapi.json`, its files served from this server (no CDN: it works offline), loaded
 * only on this page. Nothing is inline: the page's script and styles are files, so the page
 * runs under the app's own Content-Security-Policy unchanged (`script-src 'self'`,
 * `style-src 'self'`; Swagger UI sets styles through the DOM, which the policy allows).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { failures } from '../http/api-error';

const require = createRequire(import.meta.url);
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const swaggerVersion = (
  JSON.parse(readFileSync(join(swaggerDir, 'package.json'), 'utf8')) as { version: string }
).version;
const ownDir = new URL('./assets/', import.meta.url);

interface Asset {
  readonly type: string;
  readonly read: () => Buffer;
}

/** The files the page loads, by name. */
const ASSETS: Readonly<Record<string, Asset>> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFileSync(join(swaggerDir, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFileSync(join(swaggerDir, 'swagger-ui-bundle.js')),
  },
  'docs.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFileSync(new URL('docs.js', ownDir)),
  },
  'docs.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFileSync(new URL('docs.css', ownDir)),
  },
};

/** Read and gzipped once, on first use. */
const loaded = new Map<string, { plain: Buffer; gzip: Buffer }>();
function load(name: string, asset: Asset) {
  let files = loaded.get(name);
  if (!files) {
    const plain = asset.read();
    files = { plain, gzip: gzipSync(plain) };
    loaded.set(name, files);
  }
  return files;
}

/** Changes with the renderer and with our files, so each may be cached for good. */
const assetVersion = createHash('sha256')
  .update(swaggerVersion)
  .update(ASSETS['docs.js']!.read())
  .update(ASSETS['docs.css']!.read())
  .digest('hex')
  .slice(0, 12);

const page = () =>
  readFileSync(new URL('docs.html', ownDir), 'utf8').replaceAll(
    '/api/docs/assets/',
    `/api/docs/assets/${assetVersion}/`,
  );

type Answer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Registers `/docs` and its assets on the API (mounted under /api). */
export function registerDocsPage(api: FastifyInstance): void {
  const html = page();
  // Every method reaches the route, so that another one gets 405 with Allow, as on the API.
  const get = (url: string, answer: Answer) =>
    api.route({
      method: api.supportedMethods,
      url,
      handler: (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          throw failures.methodNotAllowed(request.method, ['GET', 'HEAD']);
        }
        return answer(request, reply);
      },
    });

  get('/docs', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
  );

  get('/docs/assets/:version/:name', async (request, reply) => {
    const { version, name } = request.params as { version: string; name: string };
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset || version !== assetVersion) {
      throw failures.notFound(`/docs/assets/${version}/${name}`);
    }
    const files = load(name, asset);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .headers(gzip ? { 'content-encoding': 'gzip' } : {})
      .type(asset.type)
      .send(gzip ? files.gzip : files.plain);
  });
}

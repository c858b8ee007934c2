import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface EmbedOptions {
  /** The embed's build (widgets/scripts/build-embed.ts): loader.js, manifest.json, hashed files. */
  embedDir?: string;
}

/** The route of the script-tag embed, beside the contract's operations. */
export const embedRoutes = ['/embed/v1/*'] as const;

const hashedFile = /^[A-Za-z0-9_-]+-[A-Z0-9]{8}\.js$/;
const cacheOf: Record<string, string> = {
  // The snippet's URL never changes: a release reaches partners' pages within minutes.
  'loader.js': 'public, max-age=300',
  'manifest.json': 'no-cache',
};
const hashedAssets = 'public, max-age=31536000, immutable';

/**
 * Serves the script-tag embed at `/embed/v1/`: `loader.js` (the snippet's script), the runtime
 * and its chunks (named by their hash, cached for a year) and `manifest.json` (the version and
 * the SRI hash of every file). Partners' pages load them from other origins: module scripts are
 * fetched in CORS mode, so every file is open to any origin (public files, never credentials).
 */
export async function registerEmbed(app: FastifyInstance, options: EmbedOptions = {}): Promise<void> {
  const root = options.embedDir ?? join(repoRoot, 'widgets/dist/embed/v1');
  await app.register(async (scope) => {
    await scope.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await scope.register(fastifyStatic, { root, serve: false });
    scope.get('/embed/v1/*', async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const cache = cacheOf[name] ?? (hashedFile.test(name) ? hashedAssets : undefined);
      if (!cache || !existsSync(join(root, name))) return reply.callNotFound();
      reply.header('cache-control', cache);
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(name, root, { cacheControl: false, index: false, dotfiles: 'ignore' });
    });
  });
}

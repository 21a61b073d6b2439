/**
 * The uploaded pictures of the local file store (`DATA_DIR/uploads`), served at `/media/…`
 * (docs/decisions/026). Every file has a random name that is never reused, so it is cached for
 * a year (`immutable`); a missing one is a plain 404. The files are WebP the server wrote itself;
 * they are served as images only (nosniff, a policy that runs nothing, no directory listing).
 */
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LOCAL_MEDIA_PREFIX, LocalFileStore } from '#server/core/file-store.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  if (!(app.context.files instanceof LocalFileStore)) return;
  // Served from the first start on, before anything was uploaded.
  await mkdir(app.context.files.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.context.files.root,
    prefix: LOCAL_MEDIA_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: true,
    lastModified: false,
    allowedPath: (pathName) => pathName.endsWith('.webp'),
    setHeaders(res) {
      res.setHeader('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}

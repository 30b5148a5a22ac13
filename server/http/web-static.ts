import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The built web app (web/dist), issue #25 point 7. Vite names every file under assets/ by a hash
// of its content, so a browser may keep it a year without asking again; index.html names the
// current ones, so it is always revalidated (no-cache: an ETag round trip, not a download).
// Each file is sent as the build compressed it (file.br, file.gz: web/precompress.ts) when the
// request's Accept-Encoding allows, with Vary: Accept-Encoding either way.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Serves `dist`; the single-page app's routes are the not-found handler's (server/app.ts), which sends index.html. */
export async function registerWebStatic(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    // The compressed copies are served in place of their file, never at their own URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = relative(dist, path).split(sep)[0] === 'assets';
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

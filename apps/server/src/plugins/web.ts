import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSP_NONCE_META_PROPERTY, NO_SESSION_META, PAGE_FILES_FILE } from '@portal/domain/api';
import { errorBody, notFound } from '../lib/http-error.ts';
import { MAIL_IMAGES_DIR } from '../lib/mail-layout.ts';
import { hasSessionCookie, pagePreloads, readPageFiles } from './page-files.ts';
import { sha256Source, styleNonce } from './security-headers.ts';

/** Tells the app that its page was asked for without a session cookie: it shows the signed-out pages at once. */
const noSessionMeta = `<meta name="${NO_SESSION_META.name}" content="${NO_SESSION_META.content}" />`;

/**
 * Serves the built web app: hashed assets cached for a year, sent brotli- or gzip-compressed, every other page path answered
 * with index.html so the client-side router takes over. The page carries its CSP nonce in a
 * meta tag, another when the request carried no session cookie, and the links that fetch the
 * files of the page at its address (page-files.ts), so index.html is never served as a plain file.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    if (!fs.existsSync(path.join(options.root, 'index.html'))) {
      app.log.warn({ root: options.root }, 'web app not built: run `npm run build`; serving the API only');
      return;
    }
    const indexHtml = fs.readFileSync(path.join(options.root, 'index.html'), 'utf8');
    // The page's own inline scripts (see index.html), allowed by the page's policy by their hashes.
    const inlineScriptSources = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) =>
      sha256Source(script ?? ''),
    );
    const mailImagesDir = `${path.join(options.root, MAIL_IMAGES_DIR)}${path.sep}`;
    const pageFiles = readPageFiles(options.root);
    const preloadsOfPage = pageFiles ? pagePreloads(pageFiles) : () => [];
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      globIgnore: ['index.html', PAGE_FILES_FILE],
      // The .br and .gz files the build writes beside each asset.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Anything else (sw.js and manifest.webmanifest among them) is checked with the server on
        // each use, so a browser picks up a new release's service worker at once.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The images e-mails show are loaded by the mail client's own origin (webmail), which the
        // same-origin policy of every other answer would refuse.
        if (filePath.startsWith(mailImagesDir)) response.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    // No contract: the web app's pages and files, not calls of the product API.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply
          .status(404)
          .send(errorBody(notFound('route-not-found', { method: 'GET', path: request.url.split('?')[0] ?? '' })));
      }
      const nonceMeta = `<meta property="${CSP_NONCE_META_PROPERTY}" nonce="${styleNonce(request.raw)}" />`;
      const headEnd = [
        nonceMeta,
        ...(hasSessionCookie(request.headers) ? [] : [noSessionMeta]),
        ...preloadsOfPage(request),
      ]
        .map((line) => `  ${line}\n`)
        .join('');
      return (
        reply
          .pageSecurityHeaders(inlineScriptSources)
          .header('cache-control', 'no-cache')
          // The page's links depend on the session cookie and the languages asked for.
          .header('vary', 'cookie, accept-language')
          .type('text/html; charset=utf-8')
          .send(indexHtml.replace('</head>', `${headEnd}  </head>`))
      );
    });
  },
  { name: 'web' },
);

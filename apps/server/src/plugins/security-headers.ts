import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

const styleNonces = new WeakMap<IncomingMessage, string>();

/** The nonce this request's page gives its own <style> elements; drawn once per request. */
export function styleNonce(request: IncomingMessage): string {
  let nonce = styleNonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(request, nonce);
  }
  return nonce;
}

/**
 * What every page may load: its own scripts, styles, fonts and calls, images from here or any
 * https address (a campaign's brand logo may be an outside address), and nothing that can run a
 * string as code. Style attributes are refused too: React sets `style` props through the CSSOM,
 * which the policy does not govern, and nothing in the app writes a style attribute as markup.
 */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'none'"],
  // blob: the thumbnail of an image picked for upload, shown (and read by the browser) from its own
  // copy; a blob: address is an object of the page itself, never the network.
  'img-src': ["'self'", 'https:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'blob:'],
  // The service worker (/sw.js) and the web app manifest, said outright rather than left to default-src.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
};

/** The <style> in Swagger UI's own logo, drawn before @fastify/swagger-ui swaps in its logo. */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The policy of the API documentation (Swagger UI, served by @fastify/swagger-ui, which sets it on
 * its own routes): the same, except that its stylesheet draws icons as data: images and its logo
 * carries one fixed <style>, allowed by its hash.
 */
export const DOCS_CSP_DIRECTIVES = {
  ...DIRECTIVES,
  'style-src': [...DIRECTIVES['style-src'], sha256Source(SWAGGER_LOGO_STYLE)],
  'img-src': ["'self'", 'data:'],
};

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer the page's policy: the one of every answer, plus this request's style
     * nonce, and the page's own inline scripts allowed by their hashes (sha256Source).
     */
    pageSecurityHeaders(inlineScriptSources?: readonly string[]): FastifyReply;
  }
}

type StyleSource = string | ((request: IncomingMessage) => string);

function headerOptions(
  https: boolean,
  styleSources: StyleSource[],
  scriptSources: readonly string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...DIRECTIVES,
        'script-src': [...DIRECTIVES['script-src'], ...scriptSources],
        'style-src': styleSources,
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers a helmet middleware sets on an answer, worked out on a stand-in answer. */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => {});
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * Browser security headers on every answer (helmet): the CSP above; no framing; nosniff; no
 * Referer sent anywhere (reset links carry a token); and HSTS when the portal is reached over
 * https. The page adds a per-request nonce for its <style> elements (Mantine adds its theme
 * variables and responsive rules as <style> elements). Both header sets are built once, at start:
 * building them per answer cost most of a small answer's time; every answer's are even set as
 * they are, without helmet.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const https = new URL(options.publicUrl).protocol === 'https:';
    const everyAnswer = headersOf(helmet(headerOptions(https, DIRECTIVES['style-src'])));
    const pageStyleSources: StyleSource[] = [...DIRECTIVES['style-src'], (request) => `'nonce-${styleNonce(request)}'`];
    // One page (index.html), so one set of inline scripts: its middleware is built once, on first use.
    const pageMiddlewares = new Map<string, ReturnType<typeof helmet>>();
    const pageMiddleware = (scriptSources: readonly string[]) => {
      const key = scriptSources.join(' ');
      let middleware = pageMiddlewares.get(key);
      if (!middleware) {
        middleware = helmet(headerOptions(https, pageStyleSources, scriptSources));
        pageMiddlewares.set(key, middleware);
      }
      return middleware;
    };
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of everyAnswer) reply.raw.setHeader(name, value);
      done();
    });
    app.decorateReply(
      'pageSecurityHeaders',
      function (this: FastifyReply, inlineScriptSources: readonly string[] = []) {
        pageMiddleware(inlineScriptSources)(this.request.raw, this.raw, () => {});
        return this;
      },
    );
  },
  { name: 'security-headers' },
);

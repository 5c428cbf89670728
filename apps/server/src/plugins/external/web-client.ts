/**
 * Serves the built web client from the same origin as the API. Participant pages (survey,
 * demo, consent) get their own light page, participant.html; every other client-side route
 * gets index.html (the staff app), with PRODUCT_NAME written into it; /favicon.ico is the SVG
 * icon. Hashed assets are cached for a year; the pages never.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PARTICIPANT_ROUTES } from '@romtrack/shared/participant-routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MethodNotAllowed, NotFound } from '../../errors.ts';
import { isApiRequest } from '../../api-request.ts';

/**
 * A request for a file (a missing asset answers 404, not a page): its last segment ends in an
 * extension of letters and digits. A page address may end in a lone dot or other punctuation,
 * as a survey link pasted at the end of a sentence does (`/survey/<token>.`).
 */
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * The pages whose address is a secret: a survey link and a password-reset link (in any of the
 * staff screens' languages). The browser keeps no copy of them (`no-store`), so a shared
 * computer's disk cache holds no usable link; every other page may be kept, and is checked with
 * the server each time (`no-cache`).
 */
const SECRET_ADDRESS = /^\/(?:survey|(?:es\/|tw\/)?forgot-password)\/[^/?#]/;

/** How a page answering at `url` may be cached. */
const pageCacheControl = (url: string) => (SECRET_ADDRESS.test(url) ? 'no-store' : 'no-cache');

const PARTICIPANT_PAGE = 'participant.html';
const STAFF_PAGE = 'index.html';
/** The icon the pages name (apps/web/public/favicon.svg). */
const ICON = 'favicon.svg';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The staff page paints its title and navbar before its code has run (apps/web/index.html):
 * the text of every element marked `data-product-name` becomes the configured product name.
 */
export function withProductName(html: string, productName: string): string {
  const text = productName.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  return html.replace(/(<[a-z]+\b[^>]*\sdata-product-name\b[^>]*>)[^<]*(?=<\/)/g, (_, open: string) => open + text);
}

/**
 * A page's address as the router can read it. The router refuses a path that is not valid
 * percent-encoding (a `%` without two hex digits, or escapes that are not UTF-8), which is what a
 * link cut inside an escape looks like: `/survey/{token}%2`, from a `%29` or `%E2%80%9D` that a
 * messenger put after the token. For a page read, every `%` of such a path is escaped, so the page
 * is served (with every hook's headers, which the router's refusal does not get) and reads its
 * own address: the survey page and the reset form keep the token and drop the rest. The API's
 * addresses, and anything but a read, keep the router's 400.
 */
export function readablePageUrl(method: string | undefined, url: string): string {
  if (!url.includes('%') || url.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD')) return url;
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  try {
    decodeURI(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + url.slice(path.length);
  }
}

export default fp(
  async function webClient(app: FastifyInstance, opts: { distDir: string; productName: string }) {
    const indexFile = path.join(opts.distDir, STAFF_PAGE);
    const hasClient = fs.existsSync(indexFile);
    const hasParticipantPage = fs.existsSync(path.join(opts.distDir, PARTICIPANT_PAGE));
    if (!hasClient) app.log.warn(`No web client at ${opts.distDir}; run \`npm run build\` to serve the screens.`);

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (apps/web/vite.config.ts); the browser's
        // Accept-Encoding picks one, and the answer says Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          // Called for sendFile's answers too: the participant page at a survey link is one.
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : pageCacheControl(reply.request.url),
          );
        },
      });
      // A browser asks for /favicon.ico where a page names no icon (an answer of the API opened in
      // a tab, a consent PDF): the pages' own SVG icon, rather than a 404 in the console of each.
      if (fs.existsSync(path.join(opts.distDir, ICON))) {
        app.get('/favicon.ico', (_request, reply) => reply.sendFile(ICON));
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = isApiRequest(request);
      // HEAD as GET, as for every other route: uptime checks ask a page with HEAD.
      const reads = request.method === 'GET' || request.method === 'HEAD';
      const wantsPage = reads && !isApi && !FILE_NAME.test(request.url.split('?')[0] ?? '');
      if (hasClient && wantsPage) {
        reply.header('cache-control', pageCacheControl(request.url)).type('text/html; charset=utf-8');
        if (hasParticipantPage && PARTICIPANT_ROUTES.test(request.url)) return reply.sendFile(PARTICIPANT_PAGE);
        // Read on each request (a couple of KB), so a new build is served without a restart, as
        // sendFile does for the other files; small enough to send uncompressed.
        return reply.send(withProductName(await fs.promises.readFile(indexFile, 'utf8'), opts.productName));
      }
      const requestPath = request.url.split('?')[0] ?? '/';
      // The server's own addresses only (the API's, the consent forms'): a page's address has none.
      const allowed = app.methodsAllowedAt(requestPath);
      if (allowed.length > 0) throw new MethodNotAllowed(request.method, allowed);
      throw new NotFound(isApi ? `No route ${request.method} ${requestPath}` : 'Not found');
    });
  },
  { name: 'web-client', dependencies: ['errors', 'method-not-allowed'] },
);

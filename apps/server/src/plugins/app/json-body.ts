/**
 * JSON bodies read as strict UTF-8. Fastify's own parser decodes with replacement, so bytes that
 * are not UTF-8 (a client sending Latin-1, a proxy that cut a character) became U+FFFD and were
 * kept: a director named "Bad �� Name", or different bytes hashed as one password. They are
 * refused with a 400 instead. The JSON itself is then read by Fastify's own parser.
 *
 * JSON is the only body the API reads (but the one multipart route's). Fastify also reads
 * text/plain, as a string: a JSON object that fetch() sent with its default type was then refused
 * as "must be a JSON object". Without that parser it is a 415 that says to send JSON
 * (plugins/app/errors.ts).
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../../errors.ts';

/** Strict: throws on the first byte sequence that is not UTF-8. A leading BOM is dropped. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Replaces the root instance's JSON parser. Valid JSON with a "__proto__" or
 * "constructor.prototype" key has the key dropped, as any key a schema does not name is, rather
 * than the whole body refused as "not valid JSON".
 */
export function readJsonBodiesAsStrictUtf8(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new BadRequest('Invalid body: not UTF-8 text'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * /api/v1/exports: the research export as CSV or XLSX, and its codebook. The answers are
 * files that stream; contracts and rules are documented in @romtrack/shared/contracts/export.
 */
import {
  SurveyExportQuerySchema,
  type SurveyExportFormat,
  type SurveyExportQuery,
} from '@romtrack/shared/contracts/export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { audit } from '../../../../domain/audit.ts';
import { CODEBOOK_COLUMNS, codebookRows } from '../../../../domain/export-codebook.ts';
import {
  csvStream,
  exportColumns,
  exportRows,
  preparePlanner,
  resolveExportScope,
  xlsxStream,
  type Cell,
  type ExportScope,
} from '../../../../domain/survey-export.ts';
import { Unauthenticated } from '../../../../errors.ts';

const CONTENT_TYPES: Record<SurveyExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows pass through unchanged; when the stream ends, for whatever reason, one audit entry. */
async function* audited(
  rows: AsyncIterable<Cell[]>,
  record: (written: number, complete: boolean) => Promise<void>,
): AsyncGenerator<Cell[], void, undefined> {
  let written = 0;
  let complete = false;
  try {
    for await (const row of rows) {
      written += 1;
      yield row;
    }
    complete = true;
  } finally {
    await record(written, complete);
  }
}

/** A download of participant data; like every API answer, no cache keeps it (plugins/external/security-headers.ts). */
function attachment(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  return reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`);
}

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendSurveys(
    request: FastifyRequest,
    query: SurveyExportQuery,
    reply: FastifyReply,
    format: SurveyExportFormat,
  ) {
    const account = request.account;
    if (!account) throw new Unauthenticated();
    // Read now: the audit line is written when the stream ends, and after a client hangs up its
    // socket no longer has an address (request.ip is then undefined, and the line would name none).
    const ip = request.ip;
    const scope: ExportScope = await resolveExportScope(app.ctx.db, account, query);
    await preparePlanner(app.ctx.db, app.ctx.dbKind);
    const rows = audited(exportRows(app.ctx.db, scope), (written, complete) =>
      audit(app.ctx.db, {
        action: 'export',
        actorId: account.id,
        actorRole: account.role,
        target: 'surveys',
        ip,
        detail: {
          format,
          centers: scope.centers.map((c) => c.id),
          from: scope.from ?? null,
          to: scope.to ?? null,
          // The days' time zone: without it the log cannot say which instants were exported.
          tz: scope.tz ?? 'UTC',
          consentedOnly: scope.consentedOnly,
          rows: written,
          complete,
        },
      }),
    );
    const onError = (error: Error) => request.log.error({ err: error }, 'survey export failed midway');
    const columns = exportColumns(scope);
    const body =
      format === 'csv'
        ? csvStream(columns, rows, onError)
        : xlsxStream(columns, rows, [[...CODEBOOK_COLUMNS], ...codebookRows(scope.withConsent)], onError);
    // The reader's day, when their zone came with the request (the web client always sends it):
    // an export made on a Taipei morning is named by that day, not by the day before in UTC.
    const day = Temporal.Instant.fromEpochMilliseconds(app.ctx.clock.now().getTime())
      .toZonedDateTimeISO(query.tz ?? 'UTC')
      .toPlainDate()
      .toString();
    return attachment(reply, `romtrack-surveys-${day}.${format}`, CONTENT_TYPES[format]).send(body);
  }

  // No HEAD: Fastify would run the whole export for it, and audit as complete a download whose
  // rows were never sent.
  const surveyExport = { schema: { querystring: SurveyExportQuerySchema }, exposeHeadRoute: false };

  app.get('/surveys.csv', surveyExport, (request, reply) => sendSurveys(request, request.query, reply, 'csv'));

  app.get('/surveys.xlsx', surveyExport, (request, reply) => sendSurveys(request, request.query, reply, 'xlsx'));

  app.get('/codebook.csv', async (request, reply) => {
    if (!request.account) throw new Unauthenticated();
    const rows = async function* () {
      yield* codebookRows(true);
    };
    const body = csvStream(CODEBOOK_COLUMNS, rows(), (error) =>
      request.log.error({ err: error }, 'codebook export failed'),
    );
    return attachment(reply, 'romtrack-codebook.csv', CONTENT_TYPES.csv).send(body);
  });
};

export default exportRoutes;

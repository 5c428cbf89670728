/**
 * GET /consent-forms/{region}.pdf: the printable consent form of a consent region
 * (decisions.md "Consent"). Public, like the consent web page; not under /api, so it is not
 * in the authorization table. Each PDF is generated once per process and kept in memory.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { consentPdfCache, isConsentFormRegion } from '../../domain/consent-forms.ts';
import { NotFound } from '../../errors.ts';

const consentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfFor = consentPdfCache({
    productName: app.ctx.config.productName,
    foundationName: app.ctx.config.foundationName,
    publicUrl: app.ctx.config.publicUrl,
  });

  app.get(
    '/consent-forms/:region.pdf',
    { schema: { params: z.object({ region: z.string() }) } },
    async (request, reply) => {
      const { region } = request.params;
      if (!isConsentFormRegion(region)) throw new NotFound('No consent form for this region');
      const pdf = await pdfFor(region);
      return reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `inline; filename="consent-${region}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};

export default consentFormRoutes;

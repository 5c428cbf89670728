/**
 * POST /api/v1/centers (multipart): a director or the admin registers a center, its manager
 * login and its logo. GET /api/v1/centers/{id}/uploads serves the logo back to the staff who
 * may see that center. Logos live in the database, so every server instance serves them.
 */
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import {
  CenterCreatedResponseSchema,
  MAX_LOGO_BYTES,
  MAX_LOGO_SIDE,
  RegisterCenterFieldsSchema,
} from '@romtrack/shared/contracts/registration';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { entityId } from '@romtrack/shared/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Database } from '../../../../db/client.ts';
import { centers, staffAccounts } from '../../../../db/schema/index.ts';
import type { Account } from '../../../../domain/accounts.ts';
import { auditActor } from '../../../../api-request.ts';
import { requireCenter } from '../../../../domain/center-access.ts';
import { sniffImageType } from '@romtrack/shared/image-type';
import { imageSize } from '@romtrack/shared/image-size';
import { createCenter } from '../../../../domain/registration.ts';
import {
  BadRequest,
  DirectorUnavailable,
  Forbidden,
  HttpError,
  NotFound,
  Unauthenticated,
} from '../../../../errors.ts';

const LOGO_FIELD = 'upload';

/** Busboy limits: one file, a handful of short fields. */
const PART_LIMITS = { fileSize: MAX_LOGO_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, fieldNameSize: 100 };

const LOGO_TOO_LARGE = 'The logo must be at most 2 MB';
const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG, JPEG, WebP or GIF image';
const LOGO_TOO_MANY_PIXELS = `The logo must be at most ${MAX_LOGO_SIDE} × ${MAX_LOGO_SIDE} pixels`;
const LOGO_MISSING = 'You must fill out all fields: the logo (upload) is missing';

/** U+FFFD, the replacement character: what a decoder writes for bytes it could not read. */
const NOT_DECODED = '\uFFFD';

interface CenterForm {
  fields: Record<string, string>;
  logo: Buffer | undefined;
}

/** Reads the whole form; every way a body can be malformed ends as a 4xx, never a 500. */
async function readCenterForm(request: FastifyRequest): Promise<CenterForm> {
  const fields: Record<string, string> = {};
  let logo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: PART_LIMITS })) {
      if (part.type === 'file') {
        const file: MultipartFile = part;
        // Every file stream must be consumed before the next part arrives.
        const bytes = await file.toBuffer();
        if (file.fieldname !== LOGO_FIELD) throw new BadRequest(`Unexpected file field '${file.fieldname}'`);
        logo = bytes;
      } else {
        if (typeof part.value !== 'string' || part.valueTruncated) {
          throw new BadRequest(`${part.fieldname}: the value is too long`);
        }
        // Busboy reads bytes that are not UTF-8 as U+FFFD, which would be stored in their place
        // (JSON bodies are refused for them: plugins/app/json-body.ts). A U+FFFD sent on purpose
        // is refused too; no name or password needs one.
        if (part.value.includes(NOT_DECODED)) throw new BadRequest(`${part.fieldname}: not UTF-8 text`);
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new BadRequest('Send the center as a multipart/form-data form');
    }
    if (code === 'FST_FILES_LIMIT') throw new BadRequest('Send one logo only');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new BadRequest('The form has too many fields');
    // @fastify/multipart refuses a field named like a property of every object ("toString").
    if (code === 'FST_PROTO_VIOLATION') {
      throw new BadRequest('The form has a field name that is not allowed (such as __proto__ or constructor)');
    }
    // Busboy's own parse errors (no boundary, truncated body...) carry no status.
    throw new BadRequest('The form could not be read: the multipart body is malformed');
  }
  return { fields, logo };
}

/** A director registers centers for themself; the admin names an existing director. */
async function owningDirector(db: Database, caller: Account, requested: string | undefined): Promise<string> {
  if (caller.role === 'director') {
    if (requested !== undefined && requested !== caller.id) {
      throw new Forbidden('A director registers centers only for their own region');
    }
    return caller.id;
  }
  if (caller.role !== 'admin') throw new Forbidden();
  if (!requested) throw new BadRequest('director: choose the director who owns the center');
  const [director] = await db
    .select({ id: staffAccounts.id, deactivatedAt: staffAccounts.deactivatedAt })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, requested), eq(staffAccounts.role, 'director')));
  if (!director) throw new DirectorUnavailable('director: there is no director with that id');
  // Nobody could register the new center's manager: a deactivated director cannot sign in (ADR 016).
  if (director.deactivatedAt)
    throw new DirectorUnavailable('director: this director is deactivated; choose an active one');
  return director.id;
}

const centerRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: this is the only route that takes multipart bodies.
  await app.register(multipart, { limits: PART_LIMITS, throwFileSizeLimit: true });

  app.post('/', { schema: { response: { 201: CenterCreatedResponseSchema } } }, async (request, reply) => {
    const caller = request.account;
    if (!caller) throw new Unauthenticated();
    const form = await readCenterForm(request);
    const parsed = RegisterCenterFieldsSchema.safeParse(form.fields);
    if (!parsed.success) {
      throw new BadRequest(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || 'form'}: ${issue.message}`).join('; '),
      );
    }
    if (!form.logo || form.logo.length === 0) throw new BadRequest(LOGO_MISSING);
    const logoType = sniffImageType(form.logo);
    // An image's first bytes with no readable size after them is no image a screen can draw.
    const size = logoType ? imageSize(form.logo, logoType) : null;
    if (!logoType || !size) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', LOGO_NOT_AN_IMAGE);
    // Read from the headers, never decoded here: a small file may declare billions of pixels.
    if (size.width > MAX_LOGO_SIDE || size.height > MAX_LOGO_SIDE) {
      throw new HttpError(413, 'IMAGE_TOO_LARGE', LOGO_TOO_MANY_PIXELS);
    }

    const directorId = await owningDirector(app.ctx.db, caller, parsed.data.director);
    const { name, password, consentRegion } = parsed.data;
    const center = await createCenter(
      app.ctx.db,
      { name, password, directorId, consentRegion, logo: { bytes: form.logo, type: logoType } },
      auditActor(request),
    );
    return reply.status(201).send({ success: true as const, msg: 'Center created', data: { id: center.id, name } });
  });

  app.get(
    '/:id/uploads',
    { schema: { params: z.object({ id: entityId('id must be a center id') }) } },
    async (request, reply) => {
      if (!request.account) throw new Unauthenticated();
      // 403 alike for a center that does not exist and one the caller may not see.
      await requireCenter(app.ctx.db, request.account, request.params.id);
      const [row] = await app.ctx.db
        .select({ logo: centers.logo, logoType: centers.logoType })
        .from(centers)
        .where(eq(centers.id, request.params.id));
      if (!row?.logo || !row.logoType) throw new NotFound('This center has no logo');
      return (
        reply
          .header('content-type', row.logoType)
          // The type was sniffed at upload; the browser must not guess another one.
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, max-age=300')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(row.logo)
      );
    },
  );
};

export default centerRegistrationRoutes;

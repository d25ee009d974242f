import { z } from '@hono/zod-openapi';
import { asc, eq, sql } from 'drizzle-orm';
import {
  emailTypeDefinition,
  fillTemplate,
  sampleValues,
  unknownPlaceholders,
  type EmailTypeDefinition,
} from '@/lib/contract/email-types';
import {
  emailPreviewSchema,
  emailTemplateInput,
  emailTypeSchema,
  emailTypeUpdate,
  type EmailTemplateInput,
  type EmailType,
} from '@/lib/contract/email-type-schemas';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { AREA_RIGHTS } from '@/lib/rights';
import type { Tx } from '../db/client';
import { emailTypes } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { jsonResponse as json } from '../platform/envelope';
import { HttpError, notFound } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import { mountRoute, readId, readJson, staleVersion } from '../resources';

/*
 * Marketing › Email Types: the templates every message of the product is written from (two-factor code,
 * password reset, invoice, royalty statement, newsletter…). The types and their variables are the
 * product's (lib/contract/email-types.ts); staff reword the subject and body. A template naming a variable
 * its type does not have is refused with 422, so no mail goes out with a `{{hole}}` in it.
 */

const rights = AREA_RIGHTS.emailTypes;
const tags = ['email-types'];
const params = idParams({ emailTypeId: 'email type' });
const itemSchema = emailTypeSchema.meta({ id: 'EmailType' });

const listRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/email-types',
  tags,
  summary: 'Every email type, by name, with its template and variables',
  answer: json(okEnvelope(z.array(itemSchema)).meta({ id: 'EmailTypes' }), 'All of them (a dozen)'),
  errors: [],
});

const getRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/email-types/{emailTypeId}',
  tags,
  summary: 'One email type',
  params,
  answer: json(okEnvelope(itemSchema), 'The email type'),
  errors: [400, 404],
});

const updateRoute = jsonRoute(rights.update, {
  method: 'put',
  path: '/email-types/{emailTypeId}',
  tags,
  summary: 'Reword an email type’s subject and body',
  description:
    'A variable the type does not declare is refused with 422 naming it; a stale version with 409.',
  params,
  body: emailTypeUpdate.meta({ id: 'EmailTypeUpdate' }),
  answer: json(okEnvelope(itemSchema), 'The email type as saved'),
  errors: [400, 404, 409, 422],
});

const previewRoute = jsonRoute(rights.view, {
  method: 'post',
  path: '/email-types/{emailTypeId}/preview',
  tags,
  summary: 'A subject and body, saved or not, filled with the type’s sample data',
  params,
  body: emailTemplateInput.meta({ id: 'EmailTemplate' }),
  answer: json(okEnvelope(emailPreviewSchema.meta({ id: 'EmailPreview' })), 'The message as it would read'),
  errors: [400, 404, 422],
});

type Row = typeof emailTypes.$inferSelect;

function toEmailType(row: Row): EmailType {
  const definition = emailTypeDefinition(row.key);
  return {
    emailTypeId: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    subject: row.subject,
    body: row.bodyText,
    variables: Object.entries(definition?.variables ?? {}).map(([name, variable]) => ({
      name,
      ...variable,
    })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadRow(db: Tx, id: number): Promise<{ row: Row; definition: EmailTypeDefinition }> {
  const [row] = await db.select().from(emailTypes).where(eq(emailTypes.id, id));
  const definition = row && emailTypeDefinition(row.key);
  if (!row || !definition) throw notFound('No email type has this id');
  return { row, definition };
}

/** 422 naming each variable the subject or body uses that the type does not declare. */
export function refuseUnknownVariables(definition: EmailTypeDefinition, template: EmailTemplateInput): void {
  const known = Object.keys(definition.variables)
    .map((name) => `{{${name}}}`)
    .join(', ');
  const issues: FieldIssue[] = (['subject', 'body'] as const).flatMap((path) =>
    unknownPlaceholders(template[path], definition.variables).map((name) => ({
      path,
      message: `{{${name}}} is not a variable of ${definition.name}: use ${known}`,
    })),
  );
  if (issues.length > 0)
    throw new HttpError(
      422,
      `Unknown variable ${issues.map((issue) => issue.message.split(' ')[0]).join(', ')}: ${definition.name} has ${known}`,
      issues,
    );
}

export function registerEmailTypeRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    const rows = await c.var.deps.database.db.select().from(emailTypes).orderBy(asc(emailTypes.name));
    const known = rows.filter((row) => emailTypeDefinition(row.key));
    return c.json({ success: true, data: known.map(toEmailType) }, 200);
  });

  mountRoute(app, getRoute, async (c) => {
    const { row } = await loadRow(c.var.deps.database.db, readId(c, 'emailTypeId'));
    return c.json({ success: true, data: toEmailType(row) }, 200);
  });

  mountRoute(app, previewRoute, async (c) => {
    const { definition } = await loadRow(c.var.deps.database.db, readId(c, 'emailTypeId'));
    const template = await readJson(c, emailTemplateInput);
    refuseUnknownVariables(definition, template);
    const samples = sampleValues(definition);
    return c.json(
      {
        success: true,
        data: {
          subject: fillTemplate(template.subject, samples),
          text: fillTemplate(template.body, samples),
        },
      },
      200,
    );
  });

  mountRoute(app, updateRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const id = readId(c, 'emailTypeId');
    const input = await readJson(c, emailTypeUpdate);
    const now = deps.now();
    const saved = await deps.database.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(emailTypes).where(eq(emailTypes.id, id)).for('update');
      const definition = locked && emailTypeDefinition(locked.key);
      if (!locked || !definition) throw notFound('No email type has this id');
      if (locked.version !== input.version)
        throw await staleVersion(tx, 'email_types', id, locked.version, user.userId);
      refuseUnknownVariables(definition, input);
      if (locked.subject === input.subject && locked.bodyText === input.body) return locked;
      const [after] = await tx
        .update(emailTypes)
        .set({
          subject: input.subject,
          bodyText: input.body,
          version: sql`${emailTypes.version} + 1`,
          updatedAt: now,
        })
        .where(eq(emailTypes.id, id))
        .returning();
      if (!after) throw notFound('No email type has this id');
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'email_types',
        entityId: id,
        before: { subject: locked.subject, body: locked.bodyText, version: locked.version },
        after: { subject: after.subject, body: after.bodyText, version: after.version },
        requestId,
        at: now,
      });
      return after;
    });
    return c.json({ success: true, data: toEmailType(saved) }, 200);
  });
}

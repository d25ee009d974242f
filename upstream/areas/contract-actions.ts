import { z } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  changedTerms,
  contractAmendmentRequestSchema,
  contractArea,
  contractStatusRequestSchema,
  contractTermsSchema,
  contractVersionSchema,
  contractVersionSummary,
  withoutHiddenValues,
  type Contract,
  type ContractAmendmentRequest,
  type ContractVersion,
  type ContractVersionSummary,
} from '@/lib/areas/contracts';
import {
  AMENDABLE_STATUSES,
  BINDING_STATUSES,
  CLOSING_STATUSES,
  canMoveContract,
  contractStatusLabel,
} from '@/lib/areas/contract-workflow';
import { okEnvelope } from '@/lib/contract/envelope';
import type { ContractStatus } from '@/lib/contract/enums';
import { formatDay } from '@/lib/format';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import type { Tx } from '../db/client';
import { contractStatusChanges, contractVersions, contracts, users } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError, badRequest, forbidden, notFound } from '../platform/http-error';
import { mountRoute, readId, readJson, type AreaHandle, type WriteContext } from '../resources';
import { recordedBy, termsDocument } from './contract-columns';
import { allowTermChanges, today } from './contract-rules';

/*
 * What happens to a contract besides editing it: its status moves (each move dated and recorded), and
 * once it is signed its terms change by amendment, each signed version kept and readable.
 */

type Handle = AreaHandle<typeof contractArea>;

const { rights } = contractArea;
const params = z.object({ contractId: z.string().meta({ description: "The contract's id" }) });
const detail = {
  'application/json': { schema: okEnvelope(contractArea.detailSchema) },
};

const refused = (message: string, path: string, issue: string) =>
  new HttpError(422, message, [{ path, message: issue }]);

/** Keeps the terms in force on the contract's rows as a version of it. */
async function recordVersion(
  { tx, user, now }: WriteContext,
  contractId: number,
  version: { number: number; effectiveDate: string; reason: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into ${contractVersions} (contract_id, number, effective_date, reason, terms, created_by_id, created_at)
    select ${contracts.id}, ${version.number}::smallint, ${version.effectiveDate}::date, ${version.reason}::text,
           ${termsDocument}, ${user.userId}::integer, ${now.toISOString()}::timestamptz
    from ${contracts} where ${contracts.id} = ${contractId}`);
}

// ---------------------------------------------------------------------------------------------
// Status

async function moveStatus(
  context: WriteContext,
  before: Contract,
  to: ContractStatus,
  date: string | null,
): Promise<void> {
  const { tx, user, now } = context;
  const [from, next] = [contractStatusLabel(before.status), contractStatusLabel(to)];
  if (!canMoveContract(before.status, to))
    throw refused(
      `A contract cannot move from ${from} to ${next}`,
      'status',
      'This move is not in the contract’s life',
    );
  if (BINDING_STATUSES.includes(to) && !meetsGuard(user, AREA_RIGHTS.contracts.sign))
    throw forbidden(
      `Marking a contract ${next.toLowerCase()} binds the firm: it needs the Approve right on contracts`,
    );
  const day = date ?? today(context);
  if (day > today(context))
    throw refused('A move cannot be dated in the future', 'date', 'Date it today or earlier');
  const last = before.statusChanges.at(-1);
  if (last && day < last.effectiveDate)
    throw refused(
      `The contract became ${contractStatusLabel(last.toStatus).toLowerCase()} on ${formatDay(last.effectiveDate)}: date this move on or after that day`,
      'date',
      'Before the previous move',
    );
  if (to === 'signed' && before.parties.length === 0)
    throw refused('Name the parties before the contract is signed', 'status', 'The contract has no parties');

  await tx
    .update(contracts)
    .set({
      status: to,
      ...(to === 'signed' ? { signedDate: day } : {}),
      ...(CLOSING_STATUSES.includes(to) ? { endedDate: day } : {}),
    })
    .where(eq(contracts.id, before.contractId));
  await tx.insert(contractStatusChanges).values({
    contractId: before.contractId,
    fromStatus: before.status,
    toStatus: to,
    effectiveDate: day,
    changedById: user.userId,
    changedAt: now,
  });
  if (to === 'signed')
    await recordVersion(context, before.contractId, { number: 0, effectiveDate: day, reason: null });
}

const statusRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/contracts/{contractId}/status',
  tags: ['contracts'],
  summary: 'Move a contract along its life',
  description:
    'draft → sent → signed → active → ended or reverted; a sent contract can go back to draft, and a signed one ' +
    'can end or revert before it is active. Signing, ending and reverting bind the firm and need section 2 at ' +
    'level 4 (Approve). `date` is the day the move took effect (today when left out, never later, never before ' +
    'the previous move). Signing records the terms as version 0. Each move is recorded and appears in History.',
  request: {
    params,
    body: {
      content: {
        'application/json': { schema: contractStatusRequestSchema.meta({ id: 'ContractStatusRequest' }) },
      },
      required: true,
    },
  },
  responses: { 200: { description: 'Moved', content: detail }, ...errorResponses(400, 404, 409, 422) },
});

// ---------------------------------------------------------------------------------------------
// Amendments

/** The issues of the amended record's own rules, named as the request names its fields. */
function underContract(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.issues) return error;
  return new HttpError(
    error.status,
    error.message,
    error.issues.map((issue) => ({ ...issue, path: `contract.${issue.path}` })),
  );
}

async function amend(
  context: WriteContext,
  resource: Handle,
  before: Contract,
  request: ContractAmendmentRequest,
): Promise<void> {
  const { tx } = context;
  if (!AMENDABLE_STATUSES.includes(before.status))
    throw refused(
      `Only a signed or active contract can be amended; this one is ${contractStatusLabel(before.status).toLowerCase()}`,
      'contract',
      'Not signed, or over',
    );
  const values = withoutHiddenValues(request.contract);
  const { identity, terms } = changedTerms(before, values);
  if (identity.length > 0)
    throw new HttpError(
      422,
      'An amendment changes the terms of this contract, not which contract it is',
      identity.map((name) => ({ path: `contract.${name}`, message: 'Fixed once the contract is signed' })),
    );
  if (terms.length === 0)
    throw refused('This amendment changes none of the terms', 'contract', 'Nothing changed');
  const previous = before.versions.at(-1);
  const since = previous?.effectiveDate ?? before.signedDate ?? '';
  if (request.effectiveDate < since)
    throw refused(
      `The terms in force took effect on ${formatDay(since)}: an amendment takes effect on or after that day`,
      'effectiveDate',
      'Before the terms it amends',
    );
  // Contracts signed before versions were kept have none yet: the terms as they stand are kept first.
  if (!previous)
    await recordVersion(context, before.contractId, {
      number: before.amendment,
      effectiveDate: since,
      reason: before.amendment === 0 ? null : 'Terms in force when versions began to be kept',
    });

  allowTermChanges(context);
  try {
    await resource.update(context, before.contractId, request.contract, before);
  } catch (error) {
    throw underContract(error);
  }
  const number = before.amendment + 1;
  await tx.update(contracts).set({ amendment: number }).where(eq(contracts.id, before.contractId));
  await recordVersion(context, before.contractId, {
    number,
    effectiveDate: request.effectiveDate,
    reason: request.reason,
  });
}

const amendmentRoute = guardedRoute(AREA_RIGHTS.contracts.sign, {
  method: 'post',
  path: '/contracts/{contractId}/amendments',
  tags: ['contracts'],
  summary: 'Amend the terms of a signed contract',
  description:
    'Send the whole record with its amended terms (as an update sends it) under `contract`, with the reason, the ' +
    'day it takes effect and the `version` you read. The terms in force become a new version; the ones they ' +
    'replace stay readable under versions. The reference and the commissioning cannot change. Needs section 2 ' +
    'at level 4 (Approve).',
  request: {
    params,
    body: {
      content: {
        'application/json': {
          schema: contractAmendmentRequestSchema.meta({ id: 'ContractAmendmentRequest' }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: { description: 'Amended: the contract with its new terms', content: detail },
    ...errorResponses(400, 404, 409, 422),
  },
});

// ---------------------------------------------------------------------------------------------
// Versions

export async function versionSummaries(tx: Tx, contractId: number): Promise<ContractVersionSummary[]> {
  const rows = await tx
    .select({
      number: contractVersions.number,
      effectiveDate: contractVersions.effectiveDate,
      reason: contractVersions.reason,
      createdAt: contractVersions.createdAt,
      createdBy: recordedBy,
    })
    .from(contractVersions)
    .leftJoin(users, eq(users.id, contractVersions.createdById))
    .where(eq(contractVersions.contractId, contractId))
    .orderBy(asc(contractVersions.number));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function readVersion(tx: Tx, contractId: number, number: number): Promise<ContractVersion | null> {
  const [row] = await tx
    .select({ terms: contractVersions.terms })
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.number, number)));
  if (!row) return null;
  const summary = (await versionSummaries(tx, contractId)).find((entry) => entry.number === number);
  return summary ? { ...summary, terms: contractTermsSchema.parse(row.terms) } : null;
}

const versionsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/contracts/{contractId}/versions',
  tags: ['contracts'],
  summary: 'The signed versions of a contract’s terms: as signed (0), then one per amendment',
  request: { params },
  responses: {
    200: {
      description: 'Oldest first',
      content: {
        'application/json': {
          schema: okEnvelope(contractVersionSummary.array().meta({ id: 'ContractVersions' })),
        },
      },
    },
    ...errorResponses(400, 404),
  },
});

const versionParams = params.extend({
  number: z.string().meta({ description: '0 for the terms as signed, then the amendment’s number' }),
});
const versionRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/contracts/{contractId}/versions/{number}',
  tags: ['contracts'],
  summary: 'One signed version of a contract’s terms, as it was put in force',
  request: { params: versionParams },
  responses: {
    200: {
      description: 'The version and its terms',
      content: {
        'application/json': { schema: okEnvelope(contractVersionSchema.meta({ id: 'ContractVersion' })) },
      },
    },
    ...errorResponses(400, 404),
  },
});

const versionNumber = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .pipe(z.number().int().max(32_767));

export function registerContractActions(app: UpstreamApp, resource: Handle): void {
  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'contractId');
    const { status, date, version } = await readJson(c, contractStatusRequestSchema);
    const moved = await resource.versionedWrite(c, id, version, (context, before) =>
      moveStatus(context, before, status, date),
    );
    return c.json({ success: true, data: moved }, 200);
  });

  mountRoute(app, amendmentRoute, async (c) => {
    const id = readId(c, 'contractId');
    const request = await readJson(c, contractAmendmentRequestSchema);
    const amended = await resource.versionedWrite(c, id, request.version, (context, before) =>
      amend(context, resource, before, request),
    );
    return c.json({ success: true, data: amended }, 201);
  });

  mountRoute(app, versionsRoute, async (c) => {
    const id = readId(c, 'contractId');
    const { db } = c.var.deps.database;
    await resource.load(db, id);
    return c.json({ success: true, data: await versionSummaries(db, id) }, 200);
  });

  mountRoute(app, versionRoute, async (c) => {
    const id = readId(c, 'contractId');
    const number = versionNumber.safeParse(c.req.param('number'));
    if (!number.success)
      throw badRequest('Invalid input', [{ path: 'number', message: 'Expected a version number from 0' }]);
    const { db } = c.var.deps.database;
    await resource.load(db, id);
    const found = await readVersion(db, id, number.data);
    if (!found) throw notFound(`This contract has no version ${number.data}.`);
    return c.json({ success: true, data: found }, 200);
  });
}

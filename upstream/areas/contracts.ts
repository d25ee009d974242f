import { z } from '@hono/zod-openapi';
import { asc, count, desc, eq, getTableName, isNotNull, sql } from 'drizzle-orm';
import {
  contractArea,
  signingYearSchema,
  withoutHiddenValues,
  type SigningYear,
} from '@/lib/areas/contracts';
import { DEFAULT_MINIMUM_PAYMENT } from '@/lib/areas/contract-terms';
import { isLocked } from '@/lib/areas/contract-workflow';
import { okEnvelope } from '@/lib/contract/envelope';
import type { Db, Tx } from '../db/client';
import { tableVersion } from '../db/data-version';
import { contractStatusChanges, contracts, publications, royaltyStatements, users } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute } from '../platform/guarded-route';
import { figureCachePerDatabase } from '../platform/figure-cache';
import { conflict } from '../platform/http-error';
import {
  mountRoute,
  plural,
  registerArea,
  rowsNaming,
  type AreaDomain,
  type Dependent,
  type WriteContext,
} from '../resources';
import { registerContractActions, versionSummaries } from './contract-actions';
import { registerContractScenarioRoutes } from './contract-scenarios';
import { registerSubsidiaryIncomeRoutes } from './contract-subsidiary-income';
import * as column from './contract-columns';
import { contractAuditText } from './contract-history';
import { writeContractRows } from './contract-rows';
import { checkContract, today } from './contract-rules';

/*
 * Contracts' side of the API: where the fields live (contract-columns.ts), the rules of a write
 * (contract-rules.ts), the rows saved with the contract (contract-rows.ts), and its life and amendments
 * (contract-actions.ts). This module puts them together.
 */

async function related(tx: Tx, id: number) {
  const [changes, versions] = await Promise.all([
    tx
      .select({
        fromStatus: contractStatusChanges.fromStatus,
        toStatus: contractStatusChanges.toStatus,
        effectiveDate: contractStatusChanges.effectiveDate,
        changedAt: contractStatusChanges.changedAt,
        changedBy: column.recordedBy,
      })
      .from(contractStatusChanges)
      .leftJoin(users, eq(users.id, contractStatusChanges.changedById))
      .where(eq(contractStatusChanges.contractId, id))
      .orderBy(asc(contractStatusChanges.changedAt), asc(contractStatusChanges.id)),
    versionSummaries(tx, id),
  ]);
  return {
    statusChanges: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
    versions,
  };
}

/** A new contract starts as a draft, dated the day it is drawn up. */
async function recordDrawnUp(context: WriteContext, id: number): Promise<void> {
  await context.tx.insert(contractStatusChanges).values({
    contractId: id,
    fromStatus: null,
    toStatus: 'draft',
    effectiveDate: today(context),
    changedById: context.user.userId,
    changedAt: context.now,
  });
}

/** A signed contract is a record of what was agreed: it ends or reverts, it is not deleted. */
async function removeDraft({ tx }: WriteContext, id: number): Promise<void> {
  const [row] = await tx.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id));
  if (row && isLocked(row.status))
    throw conflict(
      'A signed contract is kept: mark it ended, or its rights reverted, instead of deleting it.',
    );
  await tx.delete(contracts).where(eq(contracts.id, id));
}

const dependents: Dependent[] = [
  {
    count: rowsNaming(publications, publications.contractId),
    describe: (n) => `the publishing contract of ${plural(n, 'publication')}`,
  },
  {
    count: rowsNaming(royaltyStatements, royaltyStatements.contractId),
    describe: (n) => `accounted for in ${plural(n, 'royalty statement')}`,
  },
];

const signingYearsRoute = guardedRoute(contractArea.rights.view, {
  method: 'get',
  path: '/contracts/signing-years',
  tags: ['contracts'],
  summary: 'The years in which contracts were signed, with how many in each: the list’s year filter',
  responses: {
    200: {
      description: 'Newest first',
      content: {
        'application/json': {
          schema: okEnvelope(z.array(signingYearSchema).meta({ id: 'ContractSigningYears' })),
        },
      },
    },
  },
});

async function countSigningYears(db: Db): Promise<SigningYear[]> {
  const year = sql<number>`extract(year from ${contracts.signedDate})::int`;
  // Awaited here: a Drizzle query runs again on every `then`, and the cache keeps what it returns.
  return await db
    .select({ year, count: count() })
    .from(contracts)
    .where(isNotNull(contracts.signedDate))
    .groupBy(year)
    .orderBy(desc(year));
}

/** A few versions of the contracts table: the list asks for its year filter on every page. */
const signingYearCache = figureCachePerDatabase<SigningYear[], Db>(4);

/** Counted again only once a write to the contracts has moved their version. */
async function signingYears(db: Db): Promise<SigningYear[]> {
  const version = await tableVersion(db, getTableName(contracts));
  return signingYearCache(db).get(String(version), () => countSigningYears(db));
}

const domain: AreaDomain<typeof contractArea> = {
  table: contracts,
  columns: {
    commissioningTitle: column.commissioningTitle,
    statusDate: column.statusDate,
    contributors: column.contributors,
    parties: column.parties,
    instalments: column.instalments,
    royaltyTerms: column.royaltyTerms,
    subrights: column.subrights,
    publicationIds: column.publicationIds,
    publications: column.linkedPublications,
    advanceAmount: column.advanceAmount,
    reservePercent: column.reservePercent,
  },
  sorts: { status: column.statusOrder },
  filters: column.listFilters,
  search: column.titleOrContributorMatches,
  related,
  check: checkContract,
  row(values, columns) {
    const stored = withoutHiddenValues(values);
    return {
      ...columns,
      territories: stored.territories,
      optionTerms: stored.optionTerms,
      advanceAmount: values.advanceAmount ?? 0,
      reserveAgainstReturnsPercent: String(values.reservePercent ?? 0),
      reservePeriods: values.reservePeriods ?? 1,
      minimumPayment: values.minimumPayment ?? DEFAULT_MINIMUM_PAYMENT,
    };
  },
  afterWrite: writeContractRows,
  afterCreate: recordDrawnUp,
  auditText: contractAuditText,
  dependents,
  remove: removeDraft,
  extend(api) {
    mountRoute(api, signingYearsRoute, async (c) =>
      c.json({ success: true, data: await signingYears(c.var.deps.database.db) }, 200),
    );
  },
};

export function registerContractRoutes(app: UpstreamApp): void {
  registerContractActions(app, registerArea(app, contractArea, domain));
  registerContractScenarioRoutes(app);
  registerSubsidiaryIncomeRoutes(app);
}

import { sql } from 'drizzle-orm';
import { termsDocument } from '../../areas/contract-columns';
import type { Tx } from '../client';
import type { SeedContext } from './context';
import type { ContractData } from './contracts';
import { addDays, daysBetween } from './dates';
import { Random } from './random';

/*
 * The signed versions of the demo's contracts. They are taken from the rows as written, with the same
 * SQL the API keeps a version with, so that they read exactly as the API's own: the terms as signed
 * first, then for some contracts an amendment (a subsidiary share raised, the reversion shortened) and
 * the version it put in force.
 */

const AMENDED_SHARE = 0.08;
const AMENDMENT_REASON = 'Subsidiary share raised by five points; rights revert after 12 months out of print';
const AMENDED_REVERSION =
  'Rights revert to the author if the work is out of print in every edition for 12 months after a written request.';

/** Keeps the terms the rows hold now as version `number` of the chosen contracts. */
async function keepVersions(
  tx: Tx,
  rows: readonly { contractId: number; number: number; effectiveDate: string; reason: string | null }[],
  signerId: number,
): Promise<void> {
  if (rows.length === 0) return;
  const chosen = sql.join(
    rows.map(
      (row) =>
        sql`(${row.contractId}::integer, ${row.number}::smallint, ${row.effectiveDate}::date, ${row.reason}::text)`,
    ),
    sql`, `,
  );
  // Written in the contracts' order, so that the ids come out the same on every run.
  await tx.execute(sql`
    insert into contract_versions (contract_id, number, effective_date, reason, terms, created_by_id, created_at)
    select contracts.id, v.number, v.effective_date, v.reason, ${termsDocument}, ${signerId}::integer,
           (v.effective_date + time '15:00') at time zone 'UTC'
    from (values ${chosen}) as v(contract_id, number, effective_date, reason)
    join contracts on contracts.id = v.contract_id
    order by contracts.id`);
}

/** Writes the versions; answers how many. */
export async function seedContractVersions(
  context: SeedContext,
  tx: Tx,
  data: ContractData,
  signerId: number,
): Promise<number> {
  const random = Random.named('contract-versions');
  const signed = data.contracts.filter((contract) => contract.id && contract.signedDate);
  await keepVersions(
    tx,
    signed.map((contract) => ({
      contractId: contract.id ?? 0,
      number: 0,
      effectiveDate: contract.signedDate ?? '',
      reason: null,
    })),
    signerId,
  );

  const amendments = signed.flatMap((contract) => {
    const signedOn = contract.signedDate ?? context.today;
    const room = daysBetween(signedOn, context.today) - 60;
    const amendable =
      contract.type === 'author' && (contract.status === 'signed' || contract.status === 'active');
    if (!amendable || room <= 0 || !random.chance(AMENDED_SHARE)) return [];
    return [
      { contractId: contract.id ?? 0, number: 1, effectiveDate: addDays(signedOn, 60 + random.int(0, room)) },
    ];
  });
  if (amendments.length === 0) return signed.length;
  const ids = sql.join(
    amendments.map((amendment) => sql`${amendment.contractId}::integer`),
    sql`, `,
  );
  await tx.execute(sql`
    update contract_subrights set author_share_percent = least(author_share_percent + 5, 100)
    where id in (select min(id) from contract_subrights where contract_id in (${ids}) group by contract_id)`);
  const days = sql.join(
    amendments.map((amendment) => sql`(${amendment.contractId}::integer, ${amendment.effectiveDate}::date)`),
    sql`, `,
  );
  await tx.execute(sql`
    update contracts set reversion_conditions = ${AMENDED_REVERSION}, amendment = 1, version = version + 1,
      updated_at = (v.day + time '11:00') at time zone 'UTC'
    from (values ${days}) as v(id, day) where contracts.id = v.id`);
  await keepVersions(
    tx,
    amendments.map((amendment) => ({ ...amendment, reason: AMENDMENT_REASON })),
    signerId,
  );
  return signed.length + amendments.length;
}

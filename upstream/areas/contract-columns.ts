import { eq, sql, type SQL } from 'drizzle-orm';
import { TERM_FIELDS, type TermField } from '@/lib/areas/contracts';
import { CONTRACT_STATUSES } from '@/lib/contract/enums';
import { qualified } from '../db/bulk-insert';
import { contracts, users } from '../db/schema';
import { positionIn } from '../db/schema/columns';

/*
 * Where a contract's fields live besides its own columns: its parties, terms, instalments and rights
 * as JSON in the shapes of lib/areas/contract-terms.ts (keys in the schemas' order, so that a stored
 * row and a sent one compare equal), and the list's sorts, filters and search. The subqueries name
 * their tables by alias: drizzle leaves columns unqualified, which a join would make ambiguous.
 */

const contractId = qualified(contracts.id);

export const commissioningTitle = sql<string>`(select k.title from commissionings k where k.id = ${qualified(contracts.commissioningId)})`;

export const statusDate = sql<string | null>`(
  select m.effective_date::text from contract_status_changes m
  where m.contract_id = ${contractId} order by m.changed_at desc, m.id desc limit 1)`;

export const parties = sql`(
  select coalesce(json_agg(json_build_object(
      'contactId', p.contact_id, 'role', p.role, 'sharePercent', p.split_percent) order by p.id), '[]'::json)
  from contract_parties p where p.contract_id = ${contractId})`;

export const contributors = sql`(
  select coalesce(json_agg(json_build_object(
      'contactId', p.contact_id, 'name', concat_ws(' ', c.first_name, c.last_name),
      'role', p.role, 'sharePercent', p.split_percent) order by p.id), '[]'::json)
  from contract_parties p join contacts c on c.id = p.contact_id where p.contract_id = ${contractId})`;

export const instalments = sql`(
  select coalesce(json_agg(json_build_object(
      'trigger', i.trigger, 'amount', i.amount, 'dueDate', i.due_date, 'paidDate', i.paid_date)
    order by i.position), '[]'::json)
  from contract_instalments i where i.contract_id = ${contractId})`;

export const royaltyTerms = sql`(
  select coalesce(json_agg(json_build_object(
      'format', t.format, 'channel', t.channel, 'basis', t.basis,
      'escalators', (
        select json_agg(json_build_object('fromUnits', s.from_units, 'ratePercent', s.rate_percent) order by s.position)
        from contract_royalty_tiers s where s.term_id = t.id),
      'highDiscount', case when t.high_discount_percent is null then null else json_build_object(
        'minDiscountPercent', t.high_discount_percent, 'ratePercent', t.high_discount_rate_percent) end)
    order by t.position), '[]'::json)
  from contract_royalty_terms t where t.contract_id = ${contractId})`;

export const subrights = sql`(
  select coalesce(json_agg(json_build_object('right', r.right, 'authorSharePercent', r.author_share_percent)
    order by r.id), '[]'::json)
  from contract_subrights r where r.contract_id = ${contractId})`;

export const publicationIds = sql<number[]>`(
  select coalesce(array_agg(l.publication_id order by l.publication_id), '{}')
  from contract_publications l where l.contract_id = ${contractId})`;

export const linkedPublications = sql`(
  select coalesce(json_agg(json_build_object(
      'publicationId', b.id, 'title', b.title, 'format', b.format, 'isbn', b.isbn, 'status', b.status,
      'publicationDate', b.publication_date) order by b.title, b.id), '[]'::json)
  from contract_publications l join publications b on b.id = l.publication_id where l.contract_id = ${contractId})`;

/** Each term's value as the API answers it: what a signed version keeps (`ContractTerms`). */
const TERM_VALUES: Record<TermField, SQL> = {
  type: qualified(contracts.type),
  parties,
  territory: qualified(contracts.territory),
  territories: qualified(contracts.territories),
  languages: qualified(contracts.languages),
  formats: qualified(contracts.formats),
  rightsGranted: qualified(contracts.rightsGranted),
  termYears: qualified(contracts.termYears),
  reversionConditions: qualified(contracts.reversionConditions),
  deliveryDate: qualified(contracts.deliveryDate),
  optionOnNextWork: qualified(contracts.optionOnNextWork),
  optionTerms: qualified(contracts.optionTerms),
  // No advance and no reserve are stored as 0 and answered as empty fields.
  advanceAmount: sql`nullif(${qualified(contracts.advanceAmount)}, 0)`,
  currency: qualified(contracts.currency),
  instalments,
  royaltyTerms,
  reservePercent: sql`nullif(${qualified(contracts.reserveAgainstReturnsPercent)}, 0)`,
  reservePeriods: qualified(contracts.reservePeriods),
  subrights,
};

export const advanceAmount = sql<number | null>`${TERM_VALUES.advanceAmount}`.mapWith(Number);
export const reservePercent = TERM_VALUES.reservePercent;

/** The terms in force as one JSON document, read from a select of `contracts`. */
export const termsDocument = sql`json_build_object(${sql.join(
  TERM_FIELDS.map((name) => sql`${sql.raw(`'${name}'`)}, ${TERM_VALUES[name]}`),
  sql`, `,
)})`;

/** The life's order, not the alphabet's. */
export const statusOrder = positionIn(CONTRACT_STATUSES, contracts.status);

export const listFilters: Record<string, (value: unknown) => SQL | undefined> = {
  contributorId: (value) =>
    sql`exists (select 1 from contract_parties p where p.contract_id = ${contractId} and p.contact_id = ${Number(value)})`,
  // A range rather than extract(year …), so that the index on the signing date serves it.
  signedYear: (value) => {
    const year = String(value).padStart(4, '0');
    return sql`${contracts.signedDate} between ${`${year}-01-01`} and ${`${year}-12-31`}`;
  },
  commissioningId: (value) => eq(contracts.commissioningId, Number(value)),
};

/** Who recorded a move or a version, joined as `users`; null once the account is gone. */
export const recordedBy = sql<
  string | null
>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`;

/**
 * Contracts whose commissioning's title or a party's name holds the word. Each is a set read once
 * (a semi-join), not a subquery run for every contract.
 */
export const titleOrContributorMatches = (pattern: string) =>
  sql`(${contracts.commissioningId} in (select k.id from commissionings k where k.title ilike ${pattern})
    or ${contracts.id} in (
      select p.contract_id from contract_parties p join contacts c on c.id = p.contact_id
      where concat_ws(' ', c.first_name, c.last_name) ilike ${pattern}))`;

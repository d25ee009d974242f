import { sql } from 'drizzle-orm';
import { CONTRACT_TYPE, choiceLabel } from '@/lib/contract/choices';
import { withEuroFactors } from '../currencies/rate-on';
import {
  bucketLabel,
  bucketSql,
  col,
  eur,
  figure,
  inBothPeriods,
  inPeriod,
  labelled,
  table,
  type ReportBody,
  type ReportContext,
} from './context';
import { grouped, rowsOf } from './grouped';

/*
 * Contracts: those signed in the period and their advances (in EUR at the signing day's rate); the
 * advance instalments paid in the period and those still outstanding at its end; the advances not yet
 * earned out, per contract, from the balance the royalty engine's latest statement handed on (plus what
 * was paid since; the whole advance paid for a contract no run has reached yet); and the licences whose
 * term runs out within a year. Four statements.
 */

const SIGNED = sql`k.status in ('signed', 'active', 'ended', 'reverted')`;

export async function contractsReport(ctx: ReportContext): Promise<ReportBody> {
  const { period } = ctx;
  const signedBase = sql`
    select k.id, k.signed_date as day, k.type, k.currency, k.advance_amount as advance
    from contracts k where k.signed_date is not null and ${inBothPeriods(ctx, sql`k.signed_date`)}`;
  const signed = sql`select t.*, ${inPeriod(ctx, sql`t.day`)} as cur, ${bucketSql(ctx, sql`t.day`)} as bucket,
      t.advance * t.euro_factor as advance_eur
    from (${withEuroFactors(signedBase, 'day')}) t`;

  // An instalment paid in either period, or still unpaid at the period's end (valued on that day).
  const instalmentsBase = sql`
    select i.id, k.currency, i.amount,
      case when i.paid_date <= ${period.to}::date then i.paid_date else ${period.to}::date end as day,
      i.paid_date is null or i.paid_date > ${period.to}::date as outstanding
    from contract_instalments i join contracts k on k.id = i.contract_id
    where ${SIGNED} and (i.paid_date is null or i.paid_date >= ${ctx.previous.from}::date)`;
  const instalments = sql`select t.*, t.amount * t.euro_factor as amount_eur,
      t.outstanding or t.day >= ${period.from}::date as cur
    from (${withEuroFactors(instalmentsBase, 'day')}) t`;

  const unearnedBase = sql`
    select k.id, k.reference, k.currency, k.advance_amount as advance, ${period.to}::date as day,
      coalesce(paid.total, 0) as paid, last.period_end::text as last_statement,
      case when last.balance is null then coalesce(paid.total, 0)
        else greatest(-last.balance, 0) + coalesce(paid.since, 0) end as unearned
    from contracts k
    left join lateral (
      select r.period_end, (rc.closing_state ->> 'balance')::numeric as balance
      from royalty_run_contracts rc join royalty_runs r on r.id = rc.run_id
      where rc.contract_id = k.id and rc.closing_state is not null and r.status <> 'failed'
        and r.period_end <= ${period.to}::date
      order by r.period_end desc limit 1) last on true
    left join lateral (
      select sum(i.amount) filter (where i.paid_date <= ${period.to}::date) as total,
        sum(i.amount) filter (where i.paid_date > last.period_end and i.paid_date <= ${period.to}::date) as since
      from contract_instalments i where i.contract_id = k.id) paid on true
    where k.status in ('signed', 'active') and k.advance_amount > 0
      and (k.signed_date is null or k.signed_date <= ${period.to}::date)`;
  const unearned = sql`select t.*, true as cur, t.unearned * t.euro_factor as unearned_eur
    from (${withEuroFactors(unearnedBase, 'day')}) t where t.unearned > 0`;

  const reversions = sql`
    select k.reference, cm.title, k.signed_date::text as signed,
      (k.signed_date + make_interval(years => k.term_years))::date::text as reverts_on,
      coalesce(k.reversion_conditions, '') as conditions
    from contracts k join commissionings cm on cm.id = k.commissioning_id
    where k.status in ('signed', 'active') and k.term_years is not null
      and k.signed_date + make_interval(years => k.term_years) between ${ctx.today}::date and ${ctx.today}::date + 365
    order by reverts_on, k.reference limit 100`;

  const [signing, advances, notEarned, reverting] = await Promise.all([
    grouped(ctx.db, {
      source: signed,
      sets: {
        bucket: { columns: ['bucket'] },
        type: { columns: ['type'], rankBy: 'signed' },
        currency: { columns: ['currency'], rankBy: 'advanceEur' },
      },
      measures: {
        signed: sql`count(*) filter (where s.cur)`,
        advance: sql`coalesce(sum(s.advance) filter (where s.cur), 0)`,
        advanceEur: sql`round(coalesce(sum(s.advance_eur) filter (where s.cur), 0))`,
        previousSigned: sql`count(*) filter (where not s.cur)`,
        previousAdvanceEur: sql`round(coalesce(sum(s.advance_eur) filter (where not s.cur), 0))`,
      },
    }),
    grouped(ctx.db, {
      source: instalments,
      sets: { currency: { columns: ['currency'], rankBy: 'outstandingEur' } },
      measures: {
        paid: sql`coalesce(sum(s.amount) filter (where s.cur and not s.outstanding), 0)`,
        paidEur: sql`round(coalesce(sum(s.amount_eur) filter (where s.cur and not s.outstanding), 0))`,
        outstanding: sql`coalesce(sum(s.amount) filter (where s.outstanding), 0)`,
        outstandingEur: sql`round(coalesce(sum(s.amount_eur) filter (where s.outstanding), 0))`,
        previousPaidEur: sql`round(coalesce(sum(s.amount_eur) filter (where not s.cur), 0))`,
      },
    }),
    grouped(ctx.db, {
      source: unearned,
      sets: {
        contract: { columns: ['id'], rankBy: 'unearnedEur', limit: 100 },
      },
      labels: {
        reference: sql`min(s.reference)`,
        currency: sql`min(s.currency)`,
        last_statement: sql`min(s.last_statement)`,
      },
      measures: {
        advance: sql`sum(s.advance)`,
        paid: sql`sum(s.paid)`,
        unearned: sql`sum(s.unearned)`,
        unearnedEur: sql`round(sum(s.unearned_eur))`,
        contracts: sql`count(*)`,
      },
    }),
    rowsOf(ctx.db, reversions, []),
  ]);

  const money = (key: string, label: string) => col(key, label, 'money', { currencyKey: 'currency' });
  return {
    figures: [
      figure(signing.total, 'Contracts signed', 'signed', 'count', 'previousSigned'),
      figure(signing.total, 'Advances agreed (EUR)', 'advanceEur', 'money', 'previousAdvanceEur', 'EUR'),
      figure(advances.total, 'Advances paid (EUR)', 'paidEur', 'money', 'previousPaidEur', 'EUR'),
      figure(advances.total, 'Advances outstanding (EUR)', 'outstandingEur', 'money', undefined, 'EUR'),
      figure(notEarned.total, 'Advances not earned out (EUR)', 'unearnedEur', 'money', undefined, 'EUR'),
    ],
    tables: [
      table({
        id: 'signed',
        title: `Signed by ${bucketLabel(ctx).toLowerCase()}`,
        columns: [
          col('bucket', bucketLabel(ctx), 'date'),
          col('signed', 'Signed', 'count'),
          eur('advanceEur', 'Advances (EUR)'),
        ],
        rows: signing.sets.bucket,
        total: signing.total,
        chart: { kind: 'bar', label: 'bucket', values: ['signed'] },
      }),
      table({
        id: 'signed-by-type',
        title: 'Signed by type',
        columns: [
          col('type', 'Type'),
          col('signed', 'Signed', 'count'),
          eur('advanceEur', 'Advances (EUR)'),
          col('previousSigned', 'Signed, previous period', 'count'),
        ],
        rows: labelled(signing.sets.type, 'type', (code) => choiceLabel(CONTRACT_TYPE, code)),
        total: signing.total,
      }),
      table({
        id: 'advances',
        title: 'Advances paid and outstanding',
        description:
          'Instalments paid in the period, and those unpaid at its end, by the contracts’ currency.',
        columns: [
          col('currency', 'Currency'),
          money('paid', 'Paid in the period'),
          eur('paidEur', 'Paid (EUR)'),
          money('outstanding', 'Outstanding'),
          eur('outstandingEur', 'Outstanding (EUR)'),
        ],
        rows: advances.sets.currency,
        total: { ...advances.total, paid: null, outstanding: null },
        chart: { kind: 'bar', label: 'currency', values: ['paidEur', 'outstandingEur'] },
      }),
      table({
        id: 'not-earned-out',
        title: 'Advances not yet earned out',
        description:
          'Per contract, from the balance of its latest royalty statement up to the period’s end and the advance paid since.',
        columns: [
          col('reference', 'Contract'),
          col('currency', 'Currency'),
          money('advance', 'Advance'),
          money('paid', 'Paid'),
          col('last_statement', 'Latest statement to', 'date'),
          money('unearned', 'Not earned out'),
          eur('unearnedEur', 'Not earned out (EUR)'),
        ],
        rows: notEarned.sets.contract,
        total: { ...notEarned.total, advance: null, paid: null, unearned: null },
        empty: 'Every advance paid has been earned out.',
      }),
      table({
        id: 'reversions',
        title: 'Upcoming reversions',
        description: 'Licences whose term runs out within a year from today.',
        columns: [
          col('reference', 'Contract'),
          col('title', 'Title'),
          col('signed', 'Signed', 'date'),
          col('reverts_on', 'Rights revert on', 'date'),
          col('conditions', 'Reversion conditions'),
        ],
        rows: reverting,
        empty: 'No licence runs out within a year.',
      }),
    ],
    notes: [],
  };
}

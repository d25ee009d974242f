import { sql } from 'drizzle-orm';
import { TARGETS, type ManagersMetrics } from '@/lib/contract/dashboard';
import type { CommissioningStatus } from '@/lib/contract/enums';
import type { Db } from '../db/client';
import { validIsbn } from '../checks/registry';
import {
  ACTIVE_COMMISSIONING,
  ACTIVE_EDITORS,
  APPEARED,
  day,
  FIRST_PUBLICATIONS,
  instant,
  numbersRow,
  percentOf,
  shiftDay,
  startOf,
  utcDay,
  windowStart,
  type MetricsClock,
} from './sql';

/**
 * Managers (spec 2.8, section 3). Every figure is computed from the records; the standards they are
 * measured against are the firm's working rules, named here once.
 */

/** Books in hand one commissioning editor can carry at full capacity. */
export const EDITOR_CAPACITY = 20;

/** Days a commissioning should stay at most in a stage before it moves on. */
export const STAGE_STANDARD_DAYS = {
  proposal: TARGETS.responseTimeDays,
  under_review: 30,
  approved: 60,
  in_production: 270,
} as const satisfies Partial<Record<CommissioningStatus, number>>;

/** Days within which an expense claim should be decided, and a submitted proposal read. */
export const EXPENSE_DECISION_DAYS = 14;
export const PROPOSAL_READING_DAYS = 30;

const TASK_WINDOW_DAYS = 30;
const PROCESS_WINDOW_DAYS = 90;

/**
 * The office's scheduled work, one row per task with the day it fell due and the day it was done (null
 * while open): advance instalments to pay (due date, paid date), expense claims to decide (within
 * `EXPENSE_DECISION_DAYS` of the expense; decided when no longer submitted, at its last update) and
 * submitted proposals to read (within `PROPOSAL_READING_DAYS`; read when no longer 'received').
 */
const TASKS = sql`
  select ci.due_date as due, ci.paid_date as done_on from contract_instalments ci where ci.due_date is not null
  union all
  select e.expense_date + ${EXPENSE_DECISION_DAYS}::int,
         case when e.status <> 'submitted' then ${utcDay(sql`e.updated_at`)} end
  from expenses e
  union all
  select ${utcDay(sql`p.created_at`)} + ${PROPOSAL_READING_DAYS}::int,
         case when p.status <> 'received' then ${utcDay(sql`p.updated_at`)} end
  from proposals p`;

/**
 * Team productivity and task completion, over the tasks that fell due in the last 30 days: the share done
 * by the day it was due, and the share done at all.
 */
async function tasks(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`select ${percentOf(sql`count(*) filter (where t.done_on <= t.due)`, sql`count(*)`)} as productivity,
               ${percentOf(sql`count(*) filter (where t.done_on is not null)`, sql`count(*)`)} as completion
        from (${TASKS}) t
        where t.due between ${day(windowStart(clock, TASK_WINDOW_DAYS))} and ${day(clock.today)}`,
    ['productivity', 'completion'],
  );
}

/**
 * Process efficiency: of the pipeline stages commissionings left in the last 90 days, the share left within
 * the stage's standard time (`STAGE_STANDARD_DAYS`), timed from the move into the stage (or, for the first
 * stage, from the commissioning's creation).
 */
async function processEfficiency(db: Db, clock: MetricsClock) {
  const standard = sql`case s.from_status ${sql.join(
    Object.entries(STAGE_STANDARD_DAYS).map(([status, days]) => sql`when ${status} then ${days}::int`),
    sql` `,
  )} end`;
  const stays = sql`
    select s.changed_at, ${standard} as standard_days,
           extract(epoch from (s.changed_at - coalesce(
             lag(s.changed_at) over (partition by s.commissioning_id order by s.changed_at, s.id), c.created_at))) / 86400 as days
    from commissioning_status_changes s join commissionings c on c.id = s.commissioning_id`;
  return numbersRow(
    db,
    sql`select ${percentOf(sql`count(*) filter (where t.days <= t.standard_days)`, sql`count(*)`)} as efficiency
        from (${stays}) t
        where t.standard_days is not null
          and t.changed_at between ${startOf(windowStart(clock, PROCESS_WINDOW_DAYS))} and ${instant(clock.now)}`,
    ['efficiency'],
  );
}

/**
 * Workload distribution: the active commissionings each active editor owns, and their share of all of them.
 */
async function workloadDistribution(db: Db) {
  const rows = sql`
    select e.id, e.name, e.first_name, e.last_name, count(c.id) as books,
           coalesce(${percentOf(sql`count(c.id)`, sql`sum(count(c.id)) over ()`)}, 0) as percentage
    from (${ACTIVE_EDITORS}) e
    left join commissionings c on c.editor_id = e.id and c.status in ${ACTIVE_COMMISSIONING}
    group by e.id, e.name, e.first_name, e.last_name`;
  return db
    .select({
      userId: sql<number>`w.id`.mapWith(Number),
      name: sql<string>`w.name`,
      books: sql<number>`w.books`.mapWith(Number),
      percentage: sql<number>`w.percentage`.mapWith(Number),
    })
    .from(sql`(${rows}) as w`)
    .orderBy(sql`w.books desc`, sql`w.last_name`, sql`w.first_name`);
}

/**
 * Resource utilisation: the active commissionings the active editors own, against what they could carry
 * (`EDITOR_CAPACITY` each). Above 100 means the team is over capacity.
 */
async function resourceUtilization(db: Db) {
  return numbersRow(
    db,
    sql`with editors as (${ACTIVE_EDITORS})
        select ${percentOf(
          sql`(select count(*) from commissionings c where c.status in ${ACTIVE_COMMISSIONING} and c.editor_id in (select id from editors))`,
          sql`(select count(*) * ${EDITOR_CAPACITY}::int from editors)`,
        )} as utilization`,
    ['utilization'],
  );
}

/**
 * Team scores over the last 90 days:
 * - commissioning: first responses to proposals made within the response target (3 days);
 * - production: titles first published in the period within the production standard (270 days) of the
 *   manuscript going into production;
 * - quality: editions that appeared in the period with complete trade metadata (a valid ISBN, a price,
 *   a description and a cover);
 * - support: invoices that fell due in the period and were paid by their due date (credit control).
 */
async function teamScores(db: Db, clock: MetricsClock) {
  const fromDay = day(windowStart(clock, PROCESS_WINDOW_DAYS));
  const toDay = day(clock.today);
  const from = startOf(windowStart(clock, PROCESS_WINDOW_DAYS));
  const to = instant(clock.now);
  return numbersRow(
    db,
    sql`select
          (select ${percentOf(
            sql`count(*) filter (where r.responded_at - c.created_at <= make_interval(days => ${TARGETS.responseTimeDays}::int))`,
            sql`count(*)`,
          )}
             from (select s.commissioning_id, min(s.changed_at) as responded_at
                     from commissioning_status_changes s where s.from_status = 'proposal' group by s.commissioning_id) r
             join commissionings c on c.id = r.commissioning_id
             where r.responded_at between ${from} and ${to}) as commissioning_team,
          (select ${percentOf(sql`count(*) filter (where f.first_date - ${utcDay(sql`m.entered_at`)} <= ${STAGE_STANDARD_DAYS.in_production}::int)`, sql`count(*)`)}
             from (${FIRST_PUBLICATIONS}) f
             join (select s.commissioning_id, min(s.changed_at) as entered_at
                     from commissioning_status_changes s where s.to_status = 'in_production' group by s.commissioning_id) m
               on m.commissioning_id = f.commissioning_id
             where f.first_date between ${fromDay} and ${toDay}) as production_team,
          (select ${percentOf(
            sql`count(*) filter (where ${validIsbn(sql`p.isbn`)}
                  and exists (select 1 from publication_prices pp where pp.publication_id = p.id)
                  and coalesce(btrim(p.description), '') <> '' and p.cover_file_id is not null)`,
            sql`count(*)`,
          )}
             from publications p
             where p.status in ${APPEARED} and p.publication_date between ${fromDay} and ${toDay}) as quality_team,
          (select ${percentOf(sql`count(*) filter (where i.payment_date <= i.due_date)`, sql`count(*)`)}
             from invoices i
             where i.status not in ('draft', 'credited') and i.due_date between ${fromDay} and ${toDay}) as support_team`,
    ['commissioning_team', 'production_team', 'quality_team', 'support_team'],
  );
}

/**
 * On-time delivery: of the manuscripts delivered in the last 90 days (the move into production), the share
 * delivered on or before the expected delivery date.
 */
async function onTimeDelivery(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`select ${percentOf(
      sql`count(*) filter (where ${utcDay(sql`s.changed_at`)} <= c.expected_delivery_date)`,
      sql`count(*)`,
    )} as on_time
        from commissioning_status_changes s join commissionings c on c.id = s.commissioning_id
        where s.to_status = 'in_production' and c.expected_delivery_date is not null
          and s.changed_at between ${startOf(windowStart(clock, PROCESS_WINDOW_DAYS))} and ${instant(clock.now)}`,
    ['on_time'],
  );
}

const PRIORITY_ACTIONS = [
  { key: 'overdue_invoices', title: 'Chase overdue invoices', href: '/invoices/manage?status=overdue' },
  {
    key: 'unpaid_instalments',
    title: 'Pay advance instalments past their due date',
    href: '/contracts/manage',
  },
  {
    key: 'waiting_expenses',
    title: `Decide expense claims waiting over ${EXPENSE_DECISION_DAYS} days`,
    href: '/expenses/manage',
  },
  {
    key: 'unread_proposals',
    title: `Read proposals waiting over ${PROPOSAL_READING_DAYS} days`,
    href: '/cms/proposals',
  },
  {
    key: 'late_manuscripts',
    title: 'Follow up manuscripts past their delivery date',
    href: '/commissionings/manage',
  },
  {
    key: 'unsigned_contracts',
    title: `Issue contracts approved over ${STAGE_STANDARD_DAYS.approved} days ago`,
    href: '/contracts/manage',
  },
] as const;

/** Priority Actions: open work past its standard, largest first; actions with nothing to do are left out. */
async function priorityActions(db: Db, clock: MetricsClock) {
  const today = day(clock.today);
  const counts = await numbersRow(
    db,
    sql`select
          (select count(*) from invoices where status in ('issued', 'partly_paid', 'overdue') and due_date < ${today}) as overdue_invoices,
          (select count(*) from contract_instalments where paid_date is null and due_date < ${today}) as unpaid_instalments,
          (select count(*) from expenses where status = 'submitted'
             and expense_date < ${day(shiftDay(clock.today, -EXPENSE_DECISION_DAYS))}) as waiting_expenses,
          (select count(*) from proposals where status = 'received'
             and created_at < ${startOf(shiftDay(clock.today, -PROPOSAL_READING_DAYS))}) as unread_proposals,
          (select count(*) from commissionings where status = 'contracted' and expected_delivery_date < ${today}) as late_manuscripts,
          (select count(*) from commissionings where status = 'approved'
             and decision_date < ${day(shiftDay(clock.today, -STAGE_STANDARD_DAYS.approved))}) as unsigned_contracts`,
    PRIORITY_ACTIONS.map((action) => action.key),
  );
  return PRIORITY_ACTIONS.map((action) => ({ ...action, count: counts[action.key] ?? 0 }))
    .filter((action) => action.count > 0)
    .sort((a, b) => b.count - a.count);
}

export async function managersMetrics(db: Db, clock: MetricsClock): Promise<ManagersMetrics> {
  const [work, efficiency, workload, utilization, scores, delivery, actions] = await Promise.all([
    tasks(db, clock),
    processEfficiency(db, clock),
    workloadDistribution(db),
    resourceUtilization(db),
    teamScores(db, clock),
    onTimeDelivery(db, clock),
    priorityActions(db, clock),
  ]);
  return {
    teamProductivity: work.productivity,
    workloadDistribution: workload,
    processEfficiency: efficiency.efficiency,
    resourceUtilization: utilization.utilization,
    editorCapacity: EDITOR_CAPACITY,
    teamPerformance: {
      commissioningTeam: scores.commissioning_team,
      productionTeam: scores.production_team,
      qualityTeam: scores.quality_team,
      supportTeam: scores.support_team,
    },
    processMetrics: { taskCompletion: work.completion, onTimeDelivery: delivery.on_time },
    priorityActions: actions,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { CommissioningEditorsMetrics, EditorPeriod } from '@/lib/contract/dashboard';
import type { CommissioningStatus } from '@/lib/contract/enums';
import type { Db } from '../db/client';
import {
  ACTIVE_COMMISSIONING,
  ACTIVE_EDITORS,
  counted,
  day,
  instant,
  numbersRow,
  percentOf,
  startOf,
  windowStart,
  type MetricsClock,
} from './sql';

/**
 * Commissioning Editors (spec 2.8, section 2), over the chosen period: the last 7, 30, 90 or 365 days,
 * today included. Every figure is limited to one editor's commissionings when an editor is given.
 */
export interface EditorScope {
  clock: MetricsClock;
  period: EditorPeriod;
  /** One editor's figures, or null for all editors. */
  editorId: number | null;
  /** Lists (available editors) limited to this user, for editors who see only their own statistics. */
  onlyUserId: number | null;
}

interface Window {
  from: SQL;
  to: SQL;
  fromDay: SQL;
  toDay: SQL;
}

function windowOf(scope: EditorScope): Window {
  const first = windowStart(scope.clock, scope.period);
  return {
    from: startOf(first),
    to: instant(scope.clock.now),
    fromDay: day(first),
    toDay: day(scope.clock.today),
  };
}

/** The editor condition on a commissioning aliased `c`. */
const ownedBy = (editorId: number | null) =>
  sql`(${editorId}::int is null or c.editor_id = ${editorId}::int)`;

/**
 * An editor's response to a proposal: the first move of a commissioning out of 'proposal', timed from the
 * commissioning's creation.
 */
const FIRST_RESPONSES = sql`
  select s.commissioning_id, min(s.changed_at) as responded_at
  from commissioning_status_changes s where s.from_status = 'proposal'
  group by s.commissioning_id`;

/** Average response in days, one decimal, over responses made in the window by the editors that `where` admits. */
const avgResponse = (window: Window, where: SQL) => sql`
  (select round(avg(greatest(extract(epoch from (r.responded_at - c.created_at)), 0) / 86400)::numeric, 1)
     from (${FIRST_RESPONSES}) r join commissionings c on c.id = r.commissioning_id
     where r.responded_at between ${window.from} and ${window.to} and ${where})`;

/** Conversion: approvals as a share of the board decisions (approved or declined) made in the window. */
const conversion = (window: Window, where: SQL) => sql`
  (select ${percentOf(sql`count(*) filter (where s.to_status = 'approved')`, sql`count(*)`)}
     from commissioning_status_changes s join commissionings c on c.id = s.commissioning_id
     where s.to_status in ('approved', 'declined') and s.changed_at between ${window.from} and ${window.to} and ${where})`;

/**
 * The four cards: editors (active accounts in group 3, or the one chosen), commissionings active now
 * (neither published nor declined), average response and conversion in the period.
 */
async function cards(db: Db, scope: EditorScope, window: Window) {
  const { editorId } = scope;
  return numbersRow(
    db,
    sql`select
          (select count(*) from (${ACTIVE_EDITORS}) e where ${editorId}::int is null or e.id = ${editorId}::int) as total_editors,
          (select count(*) from commissionings c where c.status in ${ACTIVE_COMMISSIONING} and ${ownedBy(editorId)}) as active_commissionings,
          ${avgResponse(window, ownedBy(editorId))} as avg_response_time,
          ${conversion(window, ownedBy(editorId))} as conversion_rate`,
    ['total_editors', 'active_commissionings', 'avg_response_time', 'conversion_rate'],
  );
}

/** Commissioning Stats: commissionings taken on in the period, and the moves along the pipeline made in it. */
async function commissioningStats(db: Db, scope: EditorScope, window: Window) {
  const moves = (status: CommissioningStatus) => sql`count(*) filter (where s.to_status = ${status})`;
  return numbersRow(
    db,
    sql`select
          (select count(*) from commissionings c
            where c.created_at between ${window.from} and ${window.to} and ${ownedBy(scope.editorId)}) as created,
          ${moves('under_review')} as reviewed,
          ${moves('approved')} as approved,
          ${moves('declined')} as declined,
          ${moves('contracted')} as contracted,
          ${moves('published')} as published
        from commissioning_status_changes s join commissionings c on c.id = s.commissioning_id
        where s.changed_at between ${window.from} and ${window.to} and ${ownedBy(scope.editorId)}`,
    ['created', 'reviewed', 'approved', 'declined', 'contracted', 'published'],
  );
}

/** Active editors a privileged user can choose from; an editor seeing only their own figures gets only themselves. */
async function availableEditors(db: Db, scope: EditorScope) {
  return db
    .select({ userId: sql<number>`e.id`.mapWith(Number), name: sql<string>`e.name` })
    .from(sql`(${ACTIVE_EDITORS}) as e`)
    .where(sql`${scope.onlyUserId}::int is null or e.id = ${scope.onlyUserId}::int`)
    .orderBy(sql`e.last_name`, sql`e.first_name`, sql`e.id`);
}

const editorsInScope = (scope: EditorScope) =>
  sql`select * from (${ACTIVE_EDITORS}) e where ${scope.editorId}::int is null or e.id = ${scope.editorId}::int`;

/**
 * Top Performers: editors ranked by the commissionings they took on in the period, then by conversion;
 * the five best of those who took something on or decided something.
 */
async function topPerformers(db: Db, scope: EditorScope, window: Window) {
  const mine = sql`c.editor_id = e.id`;
  const ranked = sql`
    select e.id, e.name, e.first_name, e.last_name,
           (select count(*) from commissionings c
              where ${mine} and c.created_at between ${window.from} and ${window.to}) as commissionings,
           ${conversion(window, mine)} as conversion_rate
    from (${editorsInScope(scope)}) e`;
  return db
    .select({
      userId: sql<number>`t.id`.mapWith(Number),
      name: sql<string>`t.name`,
      commissionings: sql<number>`t.commissionings`.mapWith(Number),
      conversionRate: sql<number | null>`t.conversion_rate`.mapWith(Number),
    })
    .from(sql`(${ranked}) as t`)
    .where(sql`t.commissionings > 0 or t.conversion_rate is not null`)
    .orderBy(
      sql`t.commissionings desc`,
      sql`t.conversion_rate desc nulls last`,
      sql`t.last_name`,
      sql`t.first_name`,
    )
    .limit(5);
}

/**
 * Editor Performance: for each editor in scope, the commissionings they own that are active now, their
 * average response and conversion in the period, and the mean rating of their work in the period.
 */
async function editorPerformance(db: Db, scope: EditorScope, window: Window) {
  const mine = sql`c.editor_id = e.id`;
  const rows = sql`
    select e.id, e.name, e.first_name, e.last_name,
           (select count(*) from commissionings c where ${mine} and c.status in ${ACTIVE_COMMISSIONING}) as active_commissionings,
           ${avgResponse(window, mine)} as avg_response_time,
           ${conversion(window, mine)} as conversion_rate,
           (select round(avg(r.rating), 1) from editor_reviews r
              where r.editor_id = e.id and r.reviewed_on between ${window.fromDay} and ${window.toDay}) as satisfaction_score
    from (${editorsInScope(scope)}) e`;
  return db
    .select({
      userId: sql<number>`t.id`.mapWith(Number),
      name: sql<string>`t.name`,
      activeCommissionings: sql<number>`t.active_commissionings`.mapWith(Number),
      avgResponseTime: sql<number | null>`t.avg_response_time`.mapWith(Number),
      conversionRate: sql<number | null>`t.conversion_rate`.mapWith(Number),
      satisfactionScore: sql<number | null>`t.satisfaction_score`.mapWith(Number),
    })
    .from(sql`(${rows}) as t`)
    .orderBy(sql`t.last_name`, sql`t.first_name`, sql`t.id`);
}

const ACTION: Record<CommissioningStatus, string> = {
  proposal: 'Took on',
  under_review: 'Started reviewing',
  approved: 'Approved',
  declined: 'Declined',
  contracted: 'Contracted',
  in_production: 'Sent to production',
  published: 'Published',
};

/** Recent Activity: the ten latest moves of the period, by whoever made them (else the owning editor). */
async function recentActivity(db: Db, scope: EditorScope, window: Window) {
  const rows = await db
    .select({
      editor: sql<string>`coalesce(a.first_name || ' ' || a.last_name, o.first_name || ' ' || o.last_name)`,
      toStatus: sql<CommissioningStatus>`s.to_status`,
      title: sql<string>`c.title`,
      changedAt: sql<string>`s.changed_at`.mapWith((value: string | Date) => new Date(value)),
      commissioningId: sql<number>`c.id`.mapWith(Number),
    })
    .from(
      sql`commissioning_status_changes s
          join commissionings c on c.id = s.commissioning_id
          join users o on o.id = c.editor_id
          left join users a on a.id = s.changed_by_id`,
    )
    .where(sql`s.changed_at between ${window.from} and ${window.to} and ${ownedBy(scope.editorId)}`)
    .orderBy(sql`s.changed_at desc`, sql`s.id desc`)
    .limit(10);
  return rows.map((row) => ({
    editor: row.editor,
    action: `${ACTION[row.toStatus]} “${row.title}”`,
    timestamp: row.changedAt.toISOString(),
    commissioningId: row.commissioningId,
  }));
}

export async function commissioningEditorsMetrics(
  db: Db,
  scope: EditorScope,
): Promise<CommissioningEditorsMetrics> {
  const window = windowOf(scope);
  const [figures, stats, editors, top, performance, activity] = await Promise.all([
    cards(db, scope, window),
    commissioningStats(db, scope, window),
    availableEditors(db, scope),
    topPerformers(db, scope, window),
    editorPerformance(db, scope, window),
    recentActivity(db, scope, window),
  ]);
  return {
    period: scope.period,
    editorId: scope.editorId,
    totalEditors: counted(figures.total_editors),
    activeCommissionings: counted(figures.active_commissionings),
    avgResponseTime: figures.avg_response_time,
    conversionRate: figures.conversion_rate,
    availableEditors: editors,
    topPerformers: top,
    recentActivity: activity,
    commissioningStats: {
      created: counted(stats.created),
      reviewed: counted(stats.reviewed),
      approved: counted(stats.approved),
      declined: counted(stats.declined),
      contracted: counted(stats.contracted),
      published: counted(stats.published),
    },
    editorPerformance: performance,
  };
}

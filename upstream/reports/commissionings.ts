import { sql } from 'drizzle-orm';
import { COMMISSIONING_STATUS, choiceLabel } from '@/lib/contract/choices';
import { COMMISSIONING_STATUSES } from '@/lib/contract/enums';
import {
  bucketLabel,
  col,
  figure,
  labelled,
  momentInBothPeriods,
  startOf,
  table,
  type ReportBody,
  type ReportContext,
} from './context';
import { grouped } from './grouped';

/*
 * Commissionings: those taken on in the period (created then), where they stand now along the pipeline,
 * how many came to a signed contract, by editor; and how long commissionings stayed in each stage, for
 * the stays that began in the period (a stay still running counts until now). Two statements.
 */

const stageOrder = (column: string) =>
  sql`array_position(array[${sql.join(
    COMMISSIONING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${sql.raw(column)})`;

const stageLabel = (code: string) => choiceLabel(COMMISSIONING_STATUS, code);

export async function commissioningsReport(ctx: ReportContext): Promise<ReportBody> {
  const editor = ctx.query.editorId ? sql`c.editor_id = ${ctx.query.editorId}` : sql`true`;
  const day = sql`(c.created_at at time zone 'UTC')::date`;
  const bucketFormat = ctx.bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const cur = sql`c.created_at >= ${startOf(ctx.period.from)}`;
  const cohort = sql`
    select c.id, c.status, ${stageOrder('c.status')} as stage_order, c.editor_id,
      concat_ws(' ', u.first_name, u.last_name) as editor, ${cur} as cur,
      case when ${cur} then to_char(${day}, ${bucketFormat}) end as bucket,
      exists (select 1 from contracts k where k.commissioning_id = c.id and k.signed_date is not null) as converted
    from commissionings c join users u on u.id = c.editor_id
    where ${momentInBothPeriods(ctx, sql`c.created_at`)} and ${editor}`;

  const stays = sql`
    select x.to_status as status, ${stageOrder('x.to_status')} as stage_order, x.cur, x.ongoing,
      extract(epoch from x.ended_at - x.changed_at) / 86400.0 as days
    from (
      select sc.to_status, sc.changed_at, sc.changed_at >= ${startOf(ctx.period.from)} as cur,
        lead(sc.changed_at) over w is null as ongoing,
        coalesce(lead(sc.changed_at) over w, ${ctx.now}::timestamptz) as ended_at
      from commissioning_status_changes sc join commissionings c on c.id = sc.commissioning_id
      where ${editor} and sc.commissioning_id in (
        select commissioning_id from commissioning_status_changes
        where ${momentInBothPeriods(ctx, sql`changed_at`)})
      window w as (partition by sc.commissioning_id order by sc.changed_at, sc.id)
    ) x
    where ${momentInBothPeriods(ctx, sql`x.changed_at`)}`;

  const [taken, time] = await Promise.all([
    grouped(ctx.db, {
      source: cohort,
      sets: {
        stage: { columns: ['stage_order', 'status'] },
        editor: { columns: ['editor_id'], rankBy: 'created' },
        bucket: { columns: ['bucket'] },
      },
      labels: { editor: sql`min(s.editor)` },
      measures: {
        created: sql`count(*) filter (where s.cur)`,
        converted: sql`count(*) filter (where s.cur and s.converted)`,
        conversion: sql`round(100.0 * count(*) filter (where s.cur and s.converted) / nullif(count(*) filter (where s.cur), 0), 1)`,
        previousCreated: sql`count(*) filter (where not s.cur)`,
        previousConverted: sql`count(*) filter (where not s.cur and s.converted)`,
        previousConversion: sql`round(100.0 * count(*) filter (where not s.cur and s.converted) / nullif(count(*) filter (where not s.cur), 0), 1)`,
      },
    }),
    grouped(ctx.db, {
      source: stays,
      sets: { stage: { columns: ['stage_order', 'status'] } },
      measures: {
        stays: sql`count(*) filter (where s.cur)`,
        ongoing: sql`count(*) filter (where s.cur and s.ongoing)`,
        averageDays: sql`round(avg(s.days) filter (where s.cur), 1)`,
        medianDays: sql`round((percentile_cont(0.5) within group (order by s.days) filter (where s.cur))::numeric, 1)`,
        previousAverageDays: sql`round(avg(s.days) filter (where not s.cur), 1)`,
      },
    }),
  ]);

  return {
    figures: [
      figure(taken.total, 'Commissionings taken on', 'created', 'count', 'previousCreated'),
      figure(taken.total, 'Came to a signed contract', 'converted', 'count', 'previousConverted'),
      figure(taken.total, 'Conversion to contract', 'conversion', 'percent', 'previousConversion'),
      figure(time.total, 'Average days in a stage', 'averageDays', 'days', 'previousAverageDays'),
    ],
    tables: [
      table({
        id: 'pipeline',
        title: 'Pipeline by stage',
        description: 'Where the commissionings taken on in the period stand now.',
        columns: [
          col('status', 'Stage'),
          col('created', 'Commissionings', 'count'),
          col('converted', 'With a signed contract', 'count'),
        ],
        rows: labelled(taken.sets.stage, 'status', stageLabel),
        total: taken.total,
        chart: { kind: 'bar', label: 'status', values: ['created'] },
      }),
      table({
        id: 'by-editor',
        title: 'By editor',
        columns: [
          col('editor', 'Editor'),
          col('created', 'Taken on', 'count'),
          col('converted', 'Signed contract', 'count'),
          col('conversion', 'Conversion', 'percent'),
          col('previousCreated', 'Taken on, previous period', 'count'),
        ],
        rows: taken.sets.editor,
        total: taken.total,
        chart: { kind: 'bar', label: 'editor', values: ['created', 'converted'] },
      }),
      table({
        id: 'time-in-stage',
        title: 'Time in each stage',
        description: 'Stays that began in the period; one still running counts until now.',
        columns: [
          col('status', 'Stage'),
          col('stays', 'Stays', 'count'),
          col('ongoing', 'Still there', 'count'),
          col('averageDays', 'Average', 'days'),
          col('medianDays', 'Median', 'days'),
          col('previousAverageDays', 'Average, previous period', 'days'),
        ],
        rows: labelled(time.sets.stage, 'status', stageLabel),
        total: time.total,
        chart: { kind: 'bar', label: 'status', values: ['averageDays'] },
      }),
      table({
        id: 'by-period',
        title: `Taken on by ${bucketLabel(ctx).toLowerCase()}`,
        columns: [
          col('bucket', bucketLabel(ctx), 'date'),
          col('created', 'Taken on', 'count'),
          col('converted', 'Signed contract', 'count'),
        ],
        rows: taken.sets.bucket,
        total: taken.total,
        chart: { kind: 'line', label: 'bucket', values: ['created'] },
      }),
    ],
    notes: [],
  };
}

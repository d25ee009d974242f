import { z } from 'zod';
import { COMMISSIONING_STATUSES } from './enums';
import { contractRef, publicationRef } from '@/lib/areas/refs';
import { listEnvelope, okEnvelope } from './envelope';
import { recordIdText } from './safe-input';

/**
 * The dashboard's calls (spec sections 3 and 7). Field names are the spec's; what each figure measures is
 * written once, beside its SQL, in `upstream/metrics/*.ts`. Money is in minor units (cents, pence) of the
 * currency it is named for, as everywhere in the API. A percentage is 0–100 with one decimal (two for the
 * developers' error rate and data consistency, which live near their limits). A figure that has nothing to
 * measure (no decision in the period, no review yet) is null, which the page shows as a dash, never as a
 * misleading zero.
 */

/** Spec section 9: editor period options in days, and the default. */
export const EDITOR_PERIODS = [7, 30, 90, 365] as const;
export type EditorPeriod = (typeof EDITOR_PERIODS)[number];
export const DEFAULT_EDITOR_PERIOD: EditorPeriod = 30;
export const EDITOR_PERIOD_LABELS: Record<EditorPeriod, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
};

export function isEditorPeriod(value: number): value is EditorPeriod {
  return (EDITOR_PERIODS as readonly number[]).includes(value);
}

/** Spec section 9: recent commissionings shown on the overview. */
export const RECENT_COMMISSIONINGS_DEFAULT = 5;
export const COMMISSIONING_LIST_MAX = 100;

/** Spec section 9: the targets the dashboard measures against. */
export const TARGETS = {
  /** An editor's response is on track at this many days or fewer. */
  responseTimeDays: 3,
  /** Conversion is on track at this percentage or above. */
  conversionPercent: 75,
  productivityPercent: 85,
  efficiencyPercent: 85,
  /** The error rate is on track below this percentage. */
  errorRatePercent: 1,
} as const;

/** The dashboard types named in the error text 'Failed to load {type} metrics. Please try again later.' */
export const DASHBOARD_TYPE_LABELS = {
  'publishing-firm': 'dashboard',
  'commissioning-editors': 'commissioning editors',
  managers: 'managers',
  developers: 'developers',
} as const;

const percent = z.number().min(0).max(100);
const nullablePercent = percent.nullable();
const count = z.number().int().min(0);

// Percent change from last month: any real number, negative when the figure fell.
const changing = z.object({ total: z.number(), changePercent: z.number() });
const stage = z.object({ count, percentage: percent });

export const publishingFirmMetricsSchema = z.object({
  /** Net sales of the last 30 days in euro cents. */
  totalRevenue: changing,
  booksPublished: changing.extend({ thisMonth: count, thisQuarter: count, thisYear: count }),
  activeCommissionings: changing,
  outstandingInvoices: changing,
  publicationPipeline: z.object({
    commissioning: stage,
    contractSigned: stage,
    inProduction: stage,
    published: stage,
  }),
  /** Net sales of the last 30 days in each currency's own minor units. */
  revenueByCurrency: z.object({ eur: z.number().int(), usd: z.number().int(), gbp: z.number().int() }),
  keyPerformance: z.object({
    contractConversion: nullablePercent,
    /** Days. */
    avgTimeToPublish: z.number().min(0).nullable(),
    returnRate: nullablePercent,
  }),
  staffMetrics: z.object({
    activeEditors: count,
    /** Books per editor. */
    avgWorkload: z.number().min(0).nullable(),
    /** Out of 5.0. */
    satisfactionScore: z.number().min(1).max(5).nullable(),
  }),
});
export type PublishingFirmMetrics = z.infer<typeof publishingFirmMetricsSchema>;
export const publishingFirmResponseSchema = okEnvelope(publishingFirmMetricsSchema);

export const commissioningEditorsQuerySchema = z.object({
  editorId: recordIdText().optional(),
  period: z.coerce
    .number()
    .int()
    .refine(isEditorPeriod, `The period is one of ${EDITOR_PERIODS.join(', ')} days`)
    .default(DEFAULT_EDITOR_PERIOD),
});
export type CommissioningEditorsQuery = z.infer<typeof commissioningEditorsQuerySchema>;

const editorRef = z.object({ userId: z.number().int(), name: z.string() });

export const commissioningEditorsMetricsSchema = z.object({
  /** The period the figures cover, in days. */
  period: z.number().int(),
  /** The editor the figures are limited to, or null for all editors. */
  editorId: z.number().int().nullable(),
  totalEditors: count,
  activeCommissionings: count,
  /** Days. */
  avgResponseTime: z.number().min(0).nullable(),
  conversionRate: nullablePercent,
  availableEditors: z.array(editorRef),
  topPerformers: z.array(editorRef.extend({ commissionings: count, conversionRate: nullablePercent })),
  recentActivity: z.array(
    z.object({
      editor: z.string(),
      action: z.string(),
      timestamp: z.string(),
      commissioningId: z.number().int(),
    }),
  ),
  /** Moves along the pipeline within the period. */
  commissioningStats: z.object({
    created: count,
    reviewed: count,
    approved: count,
    declined: count,
    contracted: count,
    published: count,
  }),
  editorPerformance: z.array(
    editorRef.extend({
      activeCommissionings: count,
      avgResponseTime: z.number().min(0).nullable(),
      conversionRate: nullablePercent,
      satisfactionScore: z.number().min(1).max(5).nullable(),
    }),
  ),
});
export type CommissioningEditorsMetrics = z.infer<typeof commissioningEditorsMetricsSchema>;
export const commissioningEditorsResponseSchema = okEnvelope(commissioningEditorsMetricsSchema);

export const managersMetricsSchema = z.object({
  teamProductivity: nullablePercent,
  workloadDistribution: z.array(editorRef.extend({ books: count, percentage: percent })),
  processEfficiency: nullablePercent,
  resourceUtilization: z.number().min(0).nullable(),
  /** Books one editor can carry at full capacity: the basis of the utilisation figure. */
  editorCapacity: z.number().int().positive(),
  teamPerformance: z.object({
    commissioningTeam: nullablePercent,
    productionTeam: nullablePercent,
    qualityTeam: nullablePercent,
    supportTeam: nullablePercent,
  }),
  processMetrics: z.object({ taskCompletion: nullablePercent, onTimeDelivery: nullablePercent }),
  priorityActions: z.array(z.object({ key: z.string(), title: z.string(), count: count, href: z.string() })),
});
export type ManagersMetrics = z.infer<typeof managersMetricsSchema>;
export const managersResponseSchema = okEnvelope(managersMetricsSchema);

export const developersMetricsSchema = z.object({
  activeUsers: count,
  errorRate: nullablePercent,
  /** Requests in the error rate's window (the last 24 hours). */
  requestCount: count,
  doiGenerated: count,
  aiProcessing: z.object({ recordsProcessed: count, tokensUsed: count, jobs: count }),
  dataIntegrity: z.object({
    dataConsistency: nullablePercent,
    /** When the checks behind the figure last ran; null when they never have. */
    checkedAt: z.string().nullable(),
    checksRun: count,
  }),
  /**
   * The minute the figures stand for: the request and sign-in logs change with every request, so these
   * figures are counted once a minute rather than live.
   */
  asOf: z.string(),
});
export type DevelopersMetrics = z.infer<typeof developersMetricsSchema>;
export const developersResponseSchema = okEnvelope(developersMetricsSchema);

export const commissioningListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMISSIONING_LIST_MAX).default(RECENT_COMMISSIONINGS_DEFAULT),
  page: z.coerce.number().int().min(1).default(1),
});
export type CommissioningListQuery = z.infer<typeof commissioningListQuerySchema>;

export const commissioningListItemSchema = z.object({
  commissioningId: z.number().int(),
  commissioningTitle: z.string(),
  createdDate: z.string(),
  contractsCount: count,
  booksCount: count,
});
export type CommissioningListItem = z.infer<typeof commissioningListItemSchema>;
export const commissioningListResponseSchema = listEnvelope(commissioningListItemSchema);

export const commissioningIdParamSchema = z.object({ commissioningId: recordIdText() });

export const commissioningOverviewSchema = z.object({
  commissioningId: z.number().int(),
  commissioningTitle: z.string(),
  status: z.enum(COMMISSIONING_STATUSES),
  editorName: z.string(),
  leadContactName: z.string().nullable(),
  createdDate: z.string(),
  decisionDate: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  contracts: z.array(
    contractRef.extend({
      advanceAmount: z.number().int(),
      currency: z.string(),
      parties: z.array(z.object({ name: z.string(), role: z.string(), splitPercent: z.number() })),
    }),
  ),
  publications: z.array(
    publicationRef.extend({
      contractId: z.number().int().nullable(),
      prices: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    }),
  ),
});
export type CommissioningOverview = z.infer<typeof commissioningOverviewSchema>;
export const commissioningOverviewResponseSchema = okEnvelope(commissioningOverviewSchema);

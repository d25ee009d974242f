import { listOf, okOf } from '@/lib/bff/parser';
import type {
  CommissioningEditorsMetrics,
  CommissioningListItem,
  DevelopersMetrics,
  ManagersMetrics,
  PublishingFirmMetrics,
} from '@/lib/contract/dashboard';
import { arrayOf, isNumber, isText, nullable, objectOf } from './shape';

/*
 * The dashboard's answers as the browser checks them, without the contract's zod schemas (which would
 * load zod with the page). Each guard follows its type in lib/contract/dashboard.ts.
 */

const nullableNumber = nullable(isNumber);
const changing = { total: isNumber, changePercent: isNumber };
const stage = objectOf({ count: isNumber, percentage: isNumber });
const editorRef = { userId: isNumber, name: isText };

export const publishingFirmAnswer = okOf(
  objectOf<PublishingFirmMetrics>({
    totalRevenue: objectOf(changing),
    booksPublished: objectOf({ ...changing, thisMonth: isNumber, thisQuarter: isNumber, thisYear: isNumber }),
    activeCommissionings: objectOf(changing),
    outstandingInvoices: objectOf(changing),
    publicationPipeline: objectOf({
      commissioning: stage,
      contractSigned: stage,
      inProduction: stage,
      published: stage,
    }),
    revenueByCurrency: objectOf({ eur: isNumber, usd: isNumber, gbp: isNumber }),
    keyPerformance: objectOf({
      contractConversion: nullableNumber,
      avgTimeToPublish: nullableNumber,
      returnRate: nullableNumber,
    }),
    staffMetrics: objectOf({
      activeEditors: isNumber,
      avgWorkload: nullableNumber,
      satisfactionScore: nullableNumber,
    }),
  }),
);

export const commissioningEditorsAnswer = okOf(
  objectOf<CommissioningEditorsMetrics>({
    period: isNumber,
    editorId: nullableNumber,
    totalEditors: isNumber,
    activeCommissionings: isNumber,
    avgResponseTime: nullableNumber,
    conversionRate: nullableNumber,
    availableEditors: arrayOf(objectOf(editorRef)),
    topPerformers: arrayOf(
      objectOf({ ...editorRef, commissionings: isNumber, conversionRate: nullableNumber }),
    ),
    recentActivity: arrayOf(
      objectOf({ editor: isText, action: isText, timestamp: isText, commissioningId: isNumber }),
    ),
    commissioningStats: objectOf({
      created: isNumber,
      reviewed: isNumber,
      approved: isNumber,
      declined: isNumber,
      contracted: isNumber,
      published: isNumber,
    }),
    editorPerformance: arrayOf(
      objectOf({
        ...editorRef,
        activeCommissionings: isNumber,
        avgResponseTime: nullableNumber,
        conversionRate: nullableNumber,
        satisfactionScore: nullableNumber,
      }),
    ),
  }),
);

export const managersAnswer = okOf(
  objectOf<ManagersMetrics>({
    teamProductivity: nullableNumber,
    workloadDistribution: arrayOf(objectOf({ ...editorRef, books: isNumber, percentage: isNumber })),
    processEfficiency: nullableNumber,
    resourceUtilization: nullableNumber,
    editorCapacity: isNumber,
    teamPerformance: objectOf({
      commissioningTeam: nullableNumber,
      productionTeam: nullableNumber,
      qualityTeam: nullableNumber,
      supportTeam: nullableNumber,
    }),
    processMetrics: objectOf({ taskCompletion: nullableNumber, onTimeDelivery: nullableNumber }),
    priorityActions: arrayOf(objectOf({ key: isText, title: isText, count: isNumber, href: isText })),
  }),
);

export const developersAnswer = okOf(
  objectOf<DevelopersMetrics>({
    activeUsers: isNumber,
    errorRate: nullableNumber,
    requestCount: isNumber,
    doiGenerated: isNumber,
    aiProcessing: objectOf({ recordsProcessed: isNumber, tokensUsed: isNumber, jobs: isNumber }),
    dataIntegrity: objectOf({
      dataConsistency: nullableNumber,
      checkedAt: nullable(isText),
      checksRun: isNumber,
    }),
    asOf: isText,
  }),
);

export const recentCommissioningsAnswer = listOf(
  objectOf<CommissioningListItem>({
    commissioningId: isNumber,
    commissioningTitle: isText,
    createdDate: isText,
    contractsCount: isNumber,
    booksCount: isNumber,
  }),
);

import type { AnyArea } from '@/lib/area/define-area';
import { AREAS } from '@/lib/areas';

type AllowedCall = { methods: readonly string[]; path: RegExp };

/**
 * The calls of a declared area: list and create, the CSV export and the fixed sub-paths it reads
 * (`overview`), one record's get, update and delete, its history and its actions (`status`), and
 * the import when its rights name one.
 */
function areaCalls(area: AnyArea): AllowedCall[] {
  const { path } = area;
  const reads = ['export', ...(area.extraReads ?? [])].join('|');
  const calls: AllowedCall[] = [
    { methods: ['GET', 'POST'], path: new RegExp(`^${path}$`) },
    { methods: ['GET'], path: new RegExp(`^${path}/(${reads})$`) },
    { methods: ['GET', 'PUT', 'DELETE'], path: new RegExp(`^${path}/\\d+$`) },
    { methods: ['GET'], path: new RegExp(`^${path}/\\d+/history$`) },
    // The record's comment thread (Chats).
    { methods: ['GET', 'POST'], path: new RegExp(`^${path}/\\d+/comments$`) },
    { methods: ['PUT', 'DELETE'], path: new RegExp(`^${path}/\\d+/comments/\\d+$`) },
  ];
  if (area.recordActions?.length)
    calls.push({ methods: ['POST'], path: new RegExp(`^${path}/\\d+/(${area.recordActions.join('|')})$`) });
  if (area.rights.import) calls.push({ methods: ['POST'], path: new RegExp(`^${path}/import$`) });
  return calls;
}

/**
 * The upstream calls the browser may make through the BFF (client components with TanStack Query).
 * Anything else answers 404 here; server components call the upstream client directly.
 */
export const ALLOWED_CALLS: readonly AllowedCall[] = [
  { methods: ['GET'], path: /^search$/ },
  { methods: ['GET'], path: /^dashboard\/(publishing-firm|commissioning-editors|managers|developers)$/ },
  { methods: ['GET'], path: /^commissioning$/ },
  { methods: ['GET'], path: /^discrepancies(\/counts(\/[\w-]+)?|\/[\w-]+\/execute)?$/ },
  { methods: ['GET', 'PUT', 'PATCH'], path: /^me(\/[\w-]+)*$/ },
  // Chats: marking one's mentions read.
  { methods: ['POST'], path: /^comments\/mentions\/read$/ },
  ...AREAS.flatMap(areaCalls),
  // The price calculator: scenarios saved to a contract, and its sales to compare them with.
  { methods: ['GET', 'POST'], path: /^contracts\/\d+\/scenarios$/ },
  { methods: ['DELETE'], path: /^contracts\/\d+\/scenarios\/\d+$/ },
  { methods: ['GET'], path: /^contracts\/\d+\/sales$/ },
  // A contract's licence income.
  { methods: ['GET', 'POST'], path: /^contracts\/\d+\/subsidiary-income$/ },
  { methods: ['PUT', 'DELETE'], path: /^contracts\/\d+\/subsidiary-income\/\d+$/ },
  // Contract Royalties: runs and their statements.
  { methods: ['GET', 'POST'], path: /^royalty-runs$/ },
  { methods: ['GET', 'DELETE'], path: /^royalty-runs\/\d+$/ },
  { methods: ['GET'], path: /^royalty-runs\/\d+\/statements$/ },
  { methods: ['POST'], path: /^royalty-runs\/\d+\/(approve|lock)$/ },
  { methods: ['GET'], path: /^royalty-statements\/\d+(\/pdf|\/lines\/\d+\/sales)?$/ },
  { methods: ['POST'], path: /^royalty-statements\/\d+\/email$/ },
  { methods: ['GET'], path: /^contracts\/\d+\/statements$/ },
  // Currencies: the ECB reference-rates file.
  { methods: ['POST'], path: /^exchange-rates\/(ecb-import|currencies)$/ },
  // The file store: uploads, a file and its content, orphans, deleting them and attaching one to a record.
  { methods: ['POST'], path: /^files$/ },
  { methods: ['GET'], path: /^files\/(orphans|\d+(\/content)?)$/ },
  { methods: ['POST'], path: /^files\/(orphans\/delete|\d+\/attach)$/ },
  // Publication exports: export now; a publication's DOI.
  { methods: ['POST'], path: /^publication-exports\/runs$/ },
  { methods: ['POST'], path: /^publications\/\d+\/doi$/ },
  // A publication's chapters: added, corrected, given a DOI, deleted and put in a new order.
  { methods: ['POST'], path: /^publications\/\d+\/chapters(\/\d+\/doi)?$/ },
  { methods: ['PUT', 'DELETE'], path: /^publications\/\d+\/chapters\/\d+$/ },
  { methods: ['PUT'], path: /^publications\/\d+\/chapter-order$/ },
  // A record's file: a publication's cover, a news item's header image, a proposal's sample.
  {
    methods: ['PUT', 'DELETE'],
    path: /^(publications\/\d+\/cover|news\/\d+\/image|proposals\/\d+\/sample)$/,
  },
  // The ISBN register: a block added, numbers reserved and released.
  { methods: ['POST'], path: /^publications\/(isbn-blocks|isbn-reservations)$/ },
  { methods: ['DELETE'], path: /^publications\/isbn-reservations\/\d{13}$/ },
  // BISAC and BIC code lists imported as Thema's is, and a mapping suggestion accepted.
  { methods: ['POST'], path: /^taxonomy\/(bisac|bic)\/import$/ },
  { methods: ['POST'], path: /^taxonomies\/suggestions\/accept$/ },
  // Invoicing shipped orders, and an invoice's PDF.
  { methods: ['POST'], path: /^invoices\/from-orders$/ },
  // A task made of a data-quality check's finding, from the checker's results.
  { methods: ['POST'], path: /^tasks\/from-check$/ },
  { methods: ['GET'], path: /^invoices\/\d+\/pdf$/ },
  // Administration › Users: invitations, an account's actions, access requests' decisions.
  { methods: ['POST'], path: /^users$/ },
  {
    methods: ['POST'],
    path: /^users\/\d+\/(deactivate|activate|two-factor\/reset|password-reset|invitation)$/,
  },
  { methods: ['POST'], path: /^access-requests\/\d+\/(approve|decline)$/ },
  // Administration › User Authorization: a group's level in a section, a user's groups and own rights.
  { methods: ['PUT'], path: /^user-authorization\/groups\/\d+\/sections\/\d+$/ },
  { methods: ['PUT'], path: /^users\/\d+\/access$/ },
  { methods: ['GET'], path: /^audit-log\/export$/ },
  // Taxonomies: a scheme's terms for the subject picker, and the Thema import.
  { methods: ['GET'], path: /^taxonomy\/(thema|bisac|bic|subject|collection)$/ },
  { methods: ['POST'], path: /^taxonomy\/thema\/import$/ },
  // The firm's own subjects and collections: a term added, corrected, moved, retired or deleted.
  { methods: ['POST'], path: /^taxonomy\/(subject|collection)\/terms$/ },
  { methods: ['PUT', 'DELETE'], path: /^taxonomy\/(subject|collection)\/terms\/\d+$/ },
  // Reports: a report's CSV and XLSX files (the pages read the reports on the server).
  {
    methods: ['GET'],
    path: /^reports\/(sales|expenses|commissionings|contracts|logins|accountant)\/export$/,
  },
  // Marketing: email types (reworded and previewed), newsletters (composed, tested, sent, retried).
  { methods: ['PUT'], path: /^email-types\/\d+$/ },
  { methods: ['POST'], path: /^email-types\/\d+\/preview$/ },
  { methods: ['GET', 'POST'], path: /^newsletters$/ },
  { methods: ['GET'], path: /^newsletters\/publications$/ },
  { methods: ['GET', 'PUT', 'DELETE'], path: /^newsletters\/\d+$/ },
  { methods: ['POST'], path: /^newsletters\/\d+\/(test|send|cancel|retry)$/ },
  { methods: ['GET'], path: /^newsletters\/\d+\/outbox$/ },
  // The authors area: a statement's PDF, and submitting a proposal with its sample.
  { methods: ['GET'], path: /^author\/statements\/\d+\/pdf$/ },
  { methods: ['POST'], path: /^author\/proposals$/ },
];

export function isAllowedCall(method: string, path: string): boolean {
  return ALLOWED_CALLS.some((call) => call.methods.includes(method) && call.path.test(path));
}

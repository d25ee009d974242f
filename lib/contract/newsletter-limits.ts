/** Plain constants of newsletters, for the pages as well as the schemas (no zod here). */

/** Who a newsletter can go to: contacts by role, or every contact; always only those who agreed. */
export const NEWSLETTER_CONTACT_AUDIENCES = ['all_contacts', 'authors', 'agents', 'reviewers'] as const;
export type NewsletterContactAudience = (typeof NEWSLETTER_CONTACT_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<string, string> = {
  all_contacts: 'All contacts',
  authors: 'Authors',
  agents: 'Agents',
  reviewers: 'Reviewers',
  staff: 'Staff',
};

export const MAX_NEWSLETTER_PUBLICATIONS = 12;

/** Recipients delivered per batch; the next batch starts when this one is done. */
export const NEWSLETTER_BATCH_SIZE = 50;

/** Outbox rows per page of a newsletter's recipients. */
export const OUTBOX_PAGE_SIZE = 50;

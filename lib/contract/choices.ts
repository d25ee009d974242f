import {
  COMMISSIONING_STATUSES,
  CONTACT_ROLES,
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  CONTRACT_TERRITORIES,
  CONTRACT_TYPES,
  CONTRIBUTOR_ROLES,
  COUPON_STATES,
  DISCOUNT_TYPES,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  INSTALMENT_TRIGGERS,
  INVOICE_STATUSES,
  NEWS_STATUSES,
  SITE_ELEMENT_STATES,
  SITE_ELEMENT_TYPES,
  NEWSLETTER_STATUSES,
  EMAIL_STATUSES,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  PRICE_TAX_RATES,
  PRICE_TERRITORIES,
  PRICE_TYPES,
  PRODUCT_AVAILABILITIES,
  PRODUCT_FORM_DETAILS,
  PROPOSAL_STATUSES,
  PUBLICATION_FORMATS,
  PUBLICATION_LANGUAGES,
  PUBLICATION_STATUSES,
  RIGHTS_GRANTED,
  ROYALTY_BASES,
  ROYALTY_LINE_KINDS,
  ROYALTY_RULES,
  ROYALTY_RUN_STATUSES,
  STAFF_STATUSES,
  SUBSIDIARY_RIGHTS,
  TASK_PRIORITIES,
  TASK_RECORD_KINDS,
  TASK_STATUSES,
  TAX_CLASSES,
  VAT_RULES,
} from './enums';

/*
 * The enum registry: every coded list people see, with its labels and the tone its badge takes.
 * The values themselves stay in `enums.ts`, which the database schema reads too. Each list is marked
 * pure, so that a page's bundle keeps only the lists it uses, not every area's labels.
 */

export type Tone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

export interface Choice<V extends string = string> {
  values: readonly [V, ...V[]];
  labels: Record<V, string>;
  tones: Partial<Record<V, Tone>>;
}

export function choice<const V extends string>(
  values: readonly [V, ...V[]],
  labels: Record<V, string>,
  tones: Partial<Record<V, Tone>> = {},
): Choice<V> {
  return { values, labels, tones };
}

export function choiceLabel(list: Choice, value: string): string {
  return (list.labels as Record<string, string>)[value] ?? humanize(value);
}

export function choiceTone(list: Choice, value: string): Tone {
  return (list.tones as Record<string, Tone | undefined>)[value] ?? 'neutral';
}

export function choiceOptions(list: Choice): { value: string; label: string }[] {
  return list.values.map((value) => ({ value, label: choiceLabel(list, value) }));
}

/** `in_production` → "In production", for codes without labels of their own. */
export function humanize(code: string): string {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const humanized = <const V extends string>(values: readonly [V, ...V[]]) =>
  Object.fromEntries(values.map((value) => [value, humanize(value)])) as Record<V, string>;

export const CONTACT_ROLE = /* @__PURE__ */ choice(CONTACT_ROLES, {
  author: 'Author',
  translator: 'Translator',
  illustrator: 'Illustrator',
  agent: 'Agent',
  reviewer: 'Reviewer',
});

export const COMMISSIONING_STATUS = /* @__PURE__ */ choice(
  COMMISSIONING_STATUSES,
  {
    proposal: 'Proposal',
    under_review: 'Under review',
    approved: 'Approved',
    contracted: 'Contracted',
    in_production: 'In production',
    published: 'Published',
    declined: 'Declined',
  },
  {
    under_review: 'progress',
    approved: 'success',
    contracted: 'success',
    in_production: 'progress',
    published: 'success',
    declined: 'danger',
  },
);

/** ONIX list 150's names, shortened where the firm's staff say it shorter (EB, the firm's usual e-book). */
export const PUBLICATION_FORMAT = /* @__PURE__ */ choice(PUBLICATION_FORMATS, {
  BB: 'Hardback',
  BC: 'Paperback',
  BE: 'Spiral bound',
  BH: 'Board book',
  EA: 'Digital (delivered electronically)',
  EB: 'E-book',
  ED: 'Digital download',
  AJ: 'Audiobook (download)',
  AC: 'CD-Audio',
});

/** ONIX list 175's names of the details the firm uses. */
export const PRODUCT_FORM_DETAIL = /* @__PURE__ */ choice(PRODUCT_FORM_DETAILS, {
  E101: 'EPUB',
  E107: 'PDF',
  E116: 'Amazon Kindle',
  E127: 'Mobipocket',
  A101: 'CD standard audio format',
  A103: 'MP3 format',
  A109: 'Audible',
});

export const PUBLICATION_STATUS = /* @__PURE__ */ choice(
  PUBLICATION_STATUSES,
  /* @__PURE__ */ humanized(PUBLICATION_STATUSES),
  {
    in_production: 'progress',
    published: 'success',
    out_of_print: 'warning',
    withdrawn: 'danger',
  },
);

export const CONTRACT_STATUS = /* @__PURE__ */ choice(
  CONTRACT_STATUSES,
  /* @__PURE__ */ humanized(CONTRACT_STATUSES),
  {
    sent: 'progress',
    signed: 'success',
    active: 'success',
    reverted: 'warning',
  },
);

export const CONTRACT_TYPE = /* @__PURE__ */ choice(
  CONTRACT_TYPES,
  /* @__PURE__ */ humanized(CONTRACT_TYPES),
);

export const CONTRACT_TERRITORY = /* @__PURE__ */ choice(CONTRACT_TERRITORIES, {
  world: 'World',
  world_english: 'World English language',
  named_countries: 'Named countries',
});

export const CONTRACT_PARTY_ROLE = /* @__PURE__ */ choice(
  CONTRACT_PARTY_ROLES,
  /* @__PURE__ */ humanized(CONTRACT_PARTY_ROLES),
);

export const RIGHT_GRANTED = /* @__PURE__ */ choice(RIGHTS_GRANTED, {
  print: 'Print',
  ebook: 'E-book',
  audio: 'Audio',
  large_print: 'Large print',
  book_club: 'Book club',
  anthology: 'Anthology',
});

export const INSTALMENT_TRIGGER = /* @__PURE__ */ choice(INSTALMENT_TRIGGERS, {
  signature: 'On signature',
  delivery: 'On delivery',
  acceptance: 'On acceptance',
  publication: 'On publication',
  paperback_publication: 'On paperback publication',
});

export const ROYALTY_BASIS = /* @__PURE__ */ choice(ROYALTY_BASES, {
  list_price: 'List price',
  net_receipts: 'Net receipts',
});

export const ORDER_CHANNEL = /* @__PURE__ */ choice(ORDER_CHANNELS, {
  trade: 'Trade',
  wholesale: 'Wholesale',
  online_retail: 'Online retail',
  direct: 'Direct',
  library: 'Library',
  export: 'Export',
});

export const ORDER_STATUS = /* @__PURE__ */ choice(
  ORDER_STATUSES,
  {
    draft: 'Draft',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    invoiced: 'Invoiced',
    cancelled: 'Cancelled',
  },
  { draft: 'neutral', confirmed: 'progress', shipped: 'progress', invoiced: 'success', cancelled: 'danger' },
);

export const INVOICE_STATUS = /* @__PURE__ */ choice(
  INVOICE_STATUSES,
  {
    draft: 'Draft',
    issued: 'Issued',
    partly_paid: 'Partly paid',
    paid: 'Paid',
    overdue: 'Overdue',
    credited: 'Credited',
  },
  { issued: 'progress', partly_paid: 'warning', paid: 'success', overdue: 'danger', credited: 'neutral' },
);

export const TAX_CLASS = /* @__PURE__ */ choice(TAX_CLASSES, {
  printed_book: 'Printed book',
  ebook: 'E-book or audiobook',
  standard: 'Standard rate',
});

export const VAT_RULE = /* @__PURE__ */ choice(VAT_RULES, {
  domestic: 'Domestic',
  eu_consumer: 'EU consumer',
  reverse_charge: 'Reverse charge',
  outside_eu: 'Outside the EU',
});

export const PAYMENT_TERM = /* @__PURE__ */ choice(PAYMENT_TERMS, {
  prepaid: 'Prepaid',
  net_30: '30 days',
  net_60: '60 days',
  net_90: '90 days',
});

export const SUBSIDIARY_RIGHT = /* @__PURE__ */ choice(SUBSIDIARY_RIGHTS, {
  translation: 'Translation',
  us_edition: 'US edition',
  first_serial: 'First serial',
  second_serial: 'Second serial',
  audio_licence: 'Audio licence',
  film_tv: 'Film and TV',
  paperback_licence: 'Paperback licence',
  book_club: 'Book club',
});

export const ROYALTY_RUN_STATUS = /* @__PURE__ */ choice(
  ROYALTY_RUN_STATUSES,
  { draft: 'Draft', approved: 'Approved', locked: 'Locked', calculating: 'Calculating', failed: 'Failed' },
  { draft: 'progress', approved: 'success', locked: 'neutral', calculating: 'progress', failed: 'danger' },
);

export const ROYALTY_LINE_KIND = /* @__PURE__ */ choice(ROYALTY_LINE_KINDS, {
  sale: 'Sales',
  return: 'Returns',
  subsidiary: 'Subsidiary rights',
});

export const ROYALTY_RULE = /* @__PURE__ */ choice(ROYALTY_RULES, {
  escalator: 'Escalator',
  high_discount: 'High discount',
});

export const DISCOUNT_TYPE = /* @__PURE__ */ choice(DISCOUNT_TYPES, {
  percent: 'Percent off',
  fixed: 'Fixed amount off',
});

export const COUPON_STATE = /* @__PURE__ */ choice(
  COUPON_STATES,
  {
    active: 'Active',
    scheduled: 'Not yet valid',
    expired: 'Expired',
    used_up: 'Used up',
    inactive: 'Switched off',
  },
  { active: 'success', scheduled: 'progress', expired: 'warning', used_up: 'warning', inactive: 'neutral' },
);

export const NEWS_STATUS = /* @__PURE__ */ choice(
  NEWS_STATUSES,
  { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', archived: 'Archived' },
  { draft: 'neutral', scheduled: 'progress', published: 'success', archived: 'warning' },
);

export const SITE_ELEMENT_TYPE = /* @__PURE__ */ choice(
  SITE_ELEMENT_TYPES,
  { banner: 'Banner', 'featured-books': 'Featured books', 'author-spotlight': 'Author spotlight' },
  { banner: 'neutral', 'featured-books': 'neutral', 'author-spotlight': 'neutral' },
);

export const SITE_ELEMENT_STATE = /* @__PURE__ */ choice(
  SITE_ELEMENT_STATES,
  { draft: 'Not published', published: 'Published', changed: 'Unpublished changes' },
  { draft: 'neutral', published: 'success', changed: 'progress' },
);

export const NEWSLETTER_STATUS = /* @__PURE__ */ choice(
  NEWSLETTER_STATUSES,
  { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' },
  { draft: 'neutral', scheduled: 'progress', sending: 'progress', sent: 'success', cancelled: 'warning' },
);

export const EMAIL_STATUS = /* @__PURE__ */ choice(
  EMAIL_STATUSES,
  { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
  { queued: 'progress', sent: 'success', failed: 'danger' },
);

export const PROPOSAL_STATUS = /* @__PURE__ */ choice(
  PROPOSAL_STATUSES,
  {
    received: 'New',
    under_review: 'Under review',
    shortlisted: 'Shortlisted',
    accepted: 'Accepted',
    rejected: 'Declined',
  },
  {
    received: 'neutral',
    under_review: 'progress',
    shortlisted: 'progress',
    accepted: 'success',
    rejected: 'warning',
  },
);

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A coded value as people type it in a file: its code or its label, case and punctuation aside
 * ("BB", "hardback", "E-book"); a label may be shortened to five letters or more. Null when none fits.
 */
export function choiceFromText<V extends string>(list: Choice<V>, text: string): V | null {
  const wanted = letters(text);
  if (wanted === '') return null;
  for (const value of list.values) {
    const label = letters(choiceLabel(list, value));
    if (wanted === letters(value) || wanted === label || (wanted.length >= 5 && label.startsWith(wanted)))
      return value;
  }
  return null;
}

export const EXPENSE_CATEGORY = /* @__PURE__ */ choice(
  EXPENSE_CATEGORIES,
  /* @__PURE__ */ humanized(EXPENSE_CATEGORIES),
);

export const EXPENSE_STATUS = /* @__PURE__ */ choice(
  EXPENSE_STATUSES,
  { submitted: 'Submitted', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' },
  { submitted: 'progress', approved: 'success', paid: 'success', rejected: 'danger' },
);

export const STAFF_STATUS = /* @__PURE__ */ choice(
  STAFF_STATUSES,
  { active: 'Active', invited: 'Invited', inactive: 'Deactivated' },
  { active: 'success', invited: 'progress', inactive: 'neutral' },
);
export const PRODUCT_AVAILABILITY = /* @__PURE__ */ choice(
  PRODUCT_AVAILABILITIES,
  {
    '10': 'Not yet available',
    '20': 'Available',
    '21': 'In stock',
    '31': 'Out of stock',
    '40': 'Not available',
    '51': 'Withdrawn',
  },
  { '10': 'progress', '20': 'success', '21': 'success', '31': 'warning', '40': 'danger', '51': 'danger' },
);

export const PRICE_TYPE = /* @__PURE__ */ choice(PRICE_TYPES, {
  '01': 'RRP without tax',
  '02': 'RRP with tax',
  '04': 'Fixed price with tax',
});

export const PRICE_TAX_RATE = /* @__PURE__ */ choice(PRICE_TAX_RATES, {
  standard: 'Standard rate',
  reduced: 'Reduced rate',
  zero: 'Zero-rated',
  exempt: 'Exempt',
});

export const PRICE_TERRITORY = /* @__PURE__ */ choice(PRICE_TERRITORIES, {
  WORLD: 'Rest of the world',
  GB: 'United Kingdom',
  IE: 'Ireland',
  US: 'United States',
  CA: 'Canada',
  DE: 'Germany',
  FR: 'France',
  NL: 'Netherlands',
  AU: 'Australia',
  EUROZONE: 'Eurozone',
});

export const CONTRIBUTOR_ROLE = /* @__PURE__ */ choice(CONTRIBUTOR_ROLES, {
  A01: 'By (author)',
  B01: 'Edited by',
  B06: 'Translated by',
  A12: 'Illustrated by',
  A23: 'Foreword by',
  A24: 'Introduction by',
  E07: 'Read by',
});

export const PUBLICATION_LANGUAGE = /* @__PURE__ */ choice(PUBLICATION_LANGUAGES, {
  eng: 'English',
  ger: 'German',
  fre: 'French',
  spa: 'Spanish',
  ita: 'Italian',
  dut: 'Dutch',
});

export const TASK_STATUS = /* @__PURE__ */ choice(
  TASK_STATUSES,
  { open: 'Open', in_progress: 'In progress', done: 'Done', cancelled: 'Cancelled' },
  { open: 'neutral', in_progress: 'progress', done: 'success', cancelled: 'warning' },
);

export const TASK_PRIORITY = /* @__PURE__ */ choice(
  TASK_PRIORITIES,
  { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
  { low: 'neutral', normal: 'neutral', high: 'warning', urgent: 'danger' },
);

export const TASK_RECORD_KIND = /* @__PURE__ */ choice(TASK_RECORD_KINDS, {
  publication: 'Publication',
  contract: 'Contract',
  commissioning: 'Commissioning',
  contact: 'Contact',
  royalty_run: 'Royalty run',
  order: 'Order',
  invoice: 'Invoice',
  expense: 'Expense',
  coupon: 'Coupon',
  proposal: 'Proposal',
  news: 'News item',
  newsletter: 'Newsletter',
});

import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { CONTACT_ROLE } from '@/lib/contract/choices';
import { CONTACT_ROLES, CONTRACT_PARTY_ROLES } from '@/lib/contract/enums';
import { optionalText } from '@/lib/contract/resource';
import { AREA_RIGHTS } from '@/lib/rights';
import { commissioningRef, contractRef, publicationRef } from './refs';

// ---------------------------------------------------------------------------------------------
// ORCID

/** ISO 7064 MOD 11-2 over the first 15 digits, as ORCID defines its check character. */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/**
 * An ORCID iD as people paste it (with or without hyphens or spaces, or as its https://orcid.org/
 * link) in its canonical form 0000-0002-1825-0097, or null when it is not one.
 */
export function normalizeOrcid(input: string): string | null {
  const bare = input
    .trim()
    .replace(/^https?:\/\/(www\.)?orcid\.org\//i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  if (!/^\d{15}[\dX]$/.test(bare)) return null;
  if (orcidCheckCharacter(bare.slice(0, 15)) !== bare.slice(15)) return null;
  return `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8, 12)}-${bare.slice(12)}`;
}

const orcidInput = optionalText(60).transform((value, context) => {
  if (value === null) return null;
  const orcid = normalizeOrcid(value);
  if (orcid === null) {
    context.addIssue({
      code: 'custom',
      message:
        'This is not a valid ORCID iD: it has 16 characters, like 0000-0002-1825-0097, and its last one must match the check digit',
    });
    return z.NEVER;
  }
  return orcid;
});

const countryInput = optionalText(2)
  .transform((value) => value?.toUpperCase() ?? null)
  .refine(
    (value) => value === null || /^[A-Z]{2}$/.test(value),
    'Use the two-letter country code (GB, FR, US)',
  );

const address = { group: 'Address' } as const;

/**
 * The people and firms the books are made with (section 1): authors, translators, illustrators,
 * agents and reviewers, with the commissionings, contracts and publications that name them.
 */
export const contactArea = defineArea({
  path: 'contacts',
  idParam: 'contactId',
  noun: { one: 'contact', many: 'contacts' },
  schemaName: 'Contact',
  href: '/contacts/manage',
  rights: AREA_RIGHTS.contacts,
  titleField: 'name',
  fields: {
    // A search word has no spaces, so it is in the full name exactly when it is in one of its parts; the
    // parts are searched, as their trigram indexes can serve.
    name: field.computed('Name', z.string(), 'text', { column: { sort: true }, csv: false }),
    firstName: field.text('First name', 100, { csv: true, search: true }),
    lastName: field.requiredText(
      'Last name',
      100,
      'Please enter the last name (or the organisation’s name)',
      {
        csv: true,
        search: true,
        form: { description: 'For an agency or firm, its name.' },
      },
    ),
    roles: field.many('Roles', CONTACT_ROLE, {
      min: { count: 1, message: 'Choose at least one role' },
      column: true,
      filter: true,
    }),
    organisation: field.text('Organisation', 200, { column: { sort: true }, search: true }),
    orcid: field.text('ORCID iD', 60, {
      input: orcidInput,
      column: { hidden: true },
      search: true,
      form: {
        placeholder: '0000-0002-1825-0097',
        description: '16 characters; the last is a check digit, verified when you save.',
      },
    }),
    email: field.email('Email', { column: { sort: true }, search: true }),
    phone: field.phone('Phone', { column: { hidden: true } }),
    addressLine1: field.text('Street and number', 200, { form: address }),
    addressLine2: field.text('Address (line 2)', 200, { form: address }),
    city: field.text('City', 100, { column: { hidden: true }, form: address }),
    postcode: field.text('Postcode', 20, { form: address }),
    region: field.text('Region', 100, { form: address }),
    country: field.text('Country', 2, {
      input: countryInput,
      column: { sort: true },
      form: { ...address, placeholder: 'GB', description: 'Two-letter code (ISO 3166).' },
    }),
    biography: field.longText('Biography', 5000),
    notes: field.longText('Notes', 5000, { form: { rows: 3 } }),
    newsletterConsentAt: field.date('Newsletters agreed on', {
      column: { hidden: true },
      form: { description: 'The day they agreed to receive our newsletters; empty if they never did.' },
    }),
    newsletterUnsubscribedAt: field.date('Unsubscribed on', {
      column: { hidden: true },
      form: {
        description:
          'The day they asked for no more newsletters (the link in each one records it). A later agreement counts again.',
      },
    }),
  },
  list: { defaultSort: 'name', searchHint: 'names, organisations, emails and ORCID iDs' },
  extraReads: ['overview'],
  related: {
    commissionings: z.array(
      commissioningRef.extend({
        /** Lead author, or co-author. */
        lead: z.boolean(),
      }),
    ),
    contracts: z.array(
      contractRef.pick({ contractId: true, reference: true, status: true, signedDate: true }).extend({
        commissioningId: z.number().int(),
        commissioningTitle: z.string(),
        role: z.enum(CONTRACT_PARTY_ROLES),
      }),
    ),
    publications: z.array(publicationRef),
  },
});
export type Contact = z.infer<typeof contactArea.detailSchema>;
export type ContactItem = z.infer<typeof contactArea.itemSchema>;

/** The display name: "First Last", or the last name alone for a firm. */
export function contactName(contact: { firstName: string | null; lastName: string }): string {
  return contact.firstName ? `${contact.firstName} ${contact.lastName}` : contact.lastName;
}

export const contactOverviewSchema = z.object({
  total: z.number().int(),
  byRole: z.array(z.object({ role: z.enum(CONTACT_ROLES), count: z.number().int() })),
  addedLast30Days: z.number().int(),
  recentlyAdded: z.array(contactArea.itemSchema),
});
export type ContactOverview = z.infer<typeof contactOverviewSchema>;

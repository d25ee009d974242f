import { z } from 'zod';
import {
  COMMISSIONING_STATUSES,
  CONTACT_ROLES,
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  PUBLICATION_FORMATS,
  PUBLICATION_STATUSES,
  type ContactRole,
} from './enums';
import { defineList, enumFilter } from './list-query';
import { LEVEL, SECTION } from '@/lib/rights';
import {
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  versionSchema,
  type ResourceRights,
} from './resource';

/**
 * Contacts are publishing records (section 1). Reading needs View, writing Edit; deleting is for
 * managers, since a contact carries the history of the firm's dealings with a person.
 */
export const CONTACT_RIGHTS: ResourceRights = {
  view: [{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.VIEW }],
  create: [{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.EDIT }],
  update: [{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.EDIT }],
  delete: [{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.MANAGE }],
};

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  author: 'Author',
  translator: 'Translator',
  illustrator: 'Illustrator',
  agent: 'Agent',
  reviewer: 'Reviewer',
};

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

const orcidSchema = optionalText(60).transform((value, context) => {
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

// ---------------------------------------------------------------------------------------------
// The record

/** What the contact form edits and the API accepts on create and (with `version`) on update. */
export const contactInputSchema = z.object({
  firstName: optionalText(100),
  lastName: requiredText(100, 'Please enter the last name (or the organisation’s name)'),
  organisation: optionalText(200),
  roles: z
    .array(z.enum(CONTACT_ROLES, { error: 'Choose a role from the list' }), {
      error: 'Choose at least one role',
    })
    .min(1, 'Choose at least one role')
    .transform((roles) => CONTACT_ROLES.filter((role) => roles.includes(role))),
  email: optionalEmail,
  phone: optionalPhone,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  postcode: optionalText(20),
  region: optionalText(100),
  country: optionalText(2)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine(
      (value) => value === null || /^[A-Z]{2}$/.test(value),
      'Use the two-letter country code (GB, FR, US)',
    ),
  orcid: orcidSchema,
  biography: optionalText(5000),
  notes: optionalText(5000),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

export const contactUpdateSchema = contactInputSchema.extend({ version: versionSchema });
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

/** The display name: "First Last", or the last name alone for a firm. */
export function contactName(contact: { firstName: string | null; lastName: string }): string {
  return contact.firstName ? `${contact.firstName} ${contact.lastName}` : contact.lastName;
}

export const contactItemSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string(),
  organisation: z.string().nullable(),
  roles: z.array(z.enum(CONTACT_ROLES)),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  orcid: z.string().nullable(),
  createdDate: z.string(),
  updatedAt: z.string(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

const relatedCommissioningSchema = z.object({
  commissioningId: z.number().int(),
  commissioningTitle: z.string(),
  status: z.enum(COMMISSIONING_STATUSES),
  /** Lead author, or co-author. */
  lead: z.boolean(),
  createdDate: z.string(),
});
const relatedContractSchema = z.object({
  contractId: z.number().int(),
  reference: z.string(),
  commissioningId: z.number().int(),
  commissioningTitle: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  role: z.enum(CONTRACT_PARTY_ROLES),
  signedDate: z.string().nullable(),
});
const relatedPublicationSchema = z.object({
  publicationId: z.number().int(),
  title: z.string(),
  format: z.enum(PUBLICATION_FORMATS),
  isbn: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  publicationDate: z.string().nullable(),
});

export const contactSchema = z.object({
  ...contactItemSchema.shape,
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  region: z.string().nullable(),
  biography: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  commissionings: z.array(relatedCommissioningSchema),
  contracts: z.array(relatedContractSchema),
  publications: z.array(relatedPublicationSchema),
});
export type Contact = z.infer<typeof contactSchema>;

/** The form's starting values: a new contact, or the record as it is. */
export function contactFormValues(contact?: Contact): ContactInput {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    organisation: contact?.organisation ?? '',
    roles: contact?.roles ?? [],
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    addressLine1: contact?.addressLine1 ?? '',
    addressLine2: contact?.addressLine2 ?? '',
    city: contact?.city ?? '',
    postcode: contact?.postcode ?? '',
    region: contact?.region ?? '',
    country: contact?.country ?? '',
    orcid: contact?.orcid ?? '',
    biography: contact?.biography ?? '',
    notes: contact?.notes ?? '',
  };
}

/** How History names the fields the audit log records. */
export const CONTACT_FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  organisation: 'Organisation',
  roles: 'Roles',
  email: 'Email',
  phone: 'Phone',
  addressLine1: 'Address',
  addressLine2: 'Address (line 2)',
  city: 'City',
  postcode: 'Postcode',
  region: 'Region',
  country: 'Country',
  orcid: 'ORCID iD',
  biography: 'Biography',
  notes: 'Notes',
};

// ---------------------------------------------------------------------------------------------
// The list

export const contactList = defineList({
  sortFields: ['name', 'organisation', 'email', 'country', 'createdDate', 'updatedAt'],
  defaultSort: 'name',
  filters: {
    role: enumFilter('Role', CONTACT_ROLES, CONTACT_ROLE_LABELS),
  },
  searchHint: 'names, organisations, emails and ORCID iDs',
});
export type ContactListQuery = ReturnType<typeof contactList.parse>;

export const contactOverviewSchema = z.object({
  total: z.number().int(),
  byRole: z.array(z.object({ role: z.enum(CONTACT_ROLES), count: z.number().int() })),
  addedLast30Days: z.number().int(),
  recentlyAdded: z.array(contactItemSchema),
});
export type ContactOverview = z.infer<typeof contactOverviewSchema>;

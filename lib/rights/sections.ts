/**
 * Right sections 1–11. The spec only records what each id was seen guarding (section 3);
 * the names and descriptions below state that scope so screens and audit logs can show it.
 */
export const SECTIONS = [
  {
    id: 1,
    name: 'Publishing records',
    description: 'Contacts, commissionings, publications and the user records behind them.',
  },
  { id: 2, name: 'Contracts', description: 'Author contracts, their terms and royalty basis.' },
  { id: 3, name: 'Marketing', description: 'Newsletters and the email types they are sent as.' },
  {
    id: 4,
    name: 'Orders and finance',
    description: 'Orders, invoicing, coupons and the financial area as a whole.',
  },
  { id: 5, name: 'Content', description: 'The website content: news, elements, proposals and orphan files.' },
  {
    id: 6,
    name: 'Accounts',
    description: 'Expenses, invoices, currencies and exchange rates, and the user login records.',
  },
  { id: 7, name: 'Commissioning reports', description: 'Reports on commissionings and editors.' },
  { id: 8, name: 'Sales reports', description: 'Reports on sales of publications.' },
  { id: 9, name: 'Contract reports', description: 'Reports on contracts and royalties.' },
  {
    id: 10,
    name: 'Reports area',
    // Seen only on the Reports group as a whole, with no level recorded, so no entry requires it.
    description: 'The reports area as a whole; held by everyone who reads a report.',
  },
  {
    id: 11,
    name: 'Exports and data quality',
    description: 'Publication exports and data discrepancy checks.',
  },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const SECTION = {
  PUBLISHING: 1,
  CONTRACTS: 2,
  MARKETING: 3,
  FINANCE: 4,
  CMS: 5,
  ACCOUNTS: 6,
  COMMISSIONING_REPORTS: 7,
  SALES_REPORTS: 8,
  CONTRACT_REPORTS: 9,
  REPORTS: 10,
  EXPORTS: 11,
} as const satisfies Record<string, SectionId>;

export function isSectionId(value: unknown): value is SectionId {
  return SECTIONS.some((section) => section.id === value);
}

export function sectionName(id: number): string | undefined {
  return SECTIONS.find((section) => section.id === id)?.name;
}

import type { ContactRole } from '@/lib/contract/enums';
import { contacts } from '../schema';
import { scaled, type SeedContext } from './context';
import { addDays, at } from './dates';
import { orcidFromNumber } from './isbn';
import type { RowOf } from './insert';
import { FIRST_NAMES, LAST_NAMES, LITERARY_AGENCIES, PLACES, STREETS, UNIVERSITIES } from './names';
import { Random } from './random';
import { slugify } from './files';

export interface ContactPools {
  rows: RowOf<typeof contacts>[];
  authors: number[];
  translators: number[];
  illustrators: number[];
  agents: number[];
  reviewers: number[];
  countryOf: Map<number, string>;
  nameOf: Map<number, string>;
  emailOf: Map<number, string>;
  /** Marks a contact as worked with on that day, so it cannot appear to have been created later. */
  use(id: number, day: string): void;
}

const PRIMARY_ROLE: readonly (readonly [ContactRole, number])[] = [
  ['author', 55],
  ['translator', 12],
  ['illustrator', 8],
  ['agent', 10],
  ['reviewer', 15],
];

const MAIL_DOMAINS = ['mail.example', 'post.example', 'inbox.example', 'letters.example'];

/** Builds the contacts in memory; they are written later, after the planted changes. */
export function generateContacts(context: SeedContext): ContactPools {
  const random = Random.named('contacts');
  const count = scaled(context, 400);
  const pools: ContactPools = {
    rows: [],
    authors: [],
    translators: [],
    illustrators: [],
    agents: [],
    reviewers: [],
    countryOf: new Map(),
    nameOf: new Map(),
    emailOf: new Map(),
    use(id, day) {
      const row = pools.rows[id - 1];
      const used = at(day, 8 * 60);
      if (row?.createdAt && row.createdAt > used) {
        row.createdAt = used;
        row.updatedAt = used;
      }
    },
  };
  const usedEmails = new Set<string>();

  for (let id = 1; id <= count; id++) {
    const role = random.weighted(PRIMARY_ROLE);
    const roles = new Set<ContactRole>([role]);
    if (role === 'author' && random.chance(0.08)) roles.add('reviewer');
    if (role === 'author' && random.chance(0.05)) roles.add('translator');
    if (role === 'translator' && random.chance(0.15)) roles.add('author');
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const place = random.pick(PLACES);
    const organisation =
      role === 'agent'
        ? random.pick(LITERARY_AGENCIES)
        : role === 'reviewer' && random.chance(0.7)
          ? random.pick(UNIVERSITIES)
          : null;
    const domain =
      organisation && role === 'agent'
        ? `${slugify(organisation).replace(/-literary.*|-agency|-associates/g, '')}.example`
        : random.pick(MAIL_DOMAINS);
    let local = `${slugify(firstName)}.${slugify(lastName)}`.replace(/-/g, '');
    for (let n = 2; usedEmails.has(`${local}@${domain}`); n++)
      local = `${slugify(firstName)}.${slugify(lastName)}${n}`;
    const email = `${local}@${domain}`;
    usedEmails.add(email);
    const academic = roles.has('reviewer') || (role === 'author' && random.chance(0.12));
    const created = addDays(
      context.start,
      -random.int(0, 900) + (id > count * 0.6 ? random.int(0, 1000) : 0),
    );
    const createdAt = at(created < context.today ? created : context.today, random.int(8 * 60, 17 * 60));
    pools.rows.push({
      id,
      firstName,
      lastName,
      organisation,
      roles: [...roles],
      email,
      phone: random.chance(0.6) ? `+44 161 496 ${String(random.int(0, 9999)).padStart(4, '0')}` : null,
      addressLine1: `${random.int(1, 180)} ${random.pick(STREETS)}`,
      addressLine2: random.chance(0.15) ? `Flat ${random.int(1, 40)}` : null,
      city: place.city,
      postcode: place.postcode(random.int(0, 9999)),
      region: place.region ?? null,
      country: place.country,
      orcid: academic && random.chance(0.8) ? orcidFromNumber(100_000 + id * 37) : null,
      biography: role === 'author' ? `${firstName} ${lastName} lives in ${place.city}.` : null,
      notes: null,
      createdAt,
      updatedAt: createdAt,
    });
    pools.countryOf.set(id, place.country);
    pools.nameOf.set(id, `${firstName} ${lastName}`);
    pools.emailOf.set(id, email);
    if (roles.has('author')) pools.authors.push(id);
    if (roles.has('translator')) pools.translators.push(id);
    if (roles.has('illustrator')) pools.illustrators.push(id);
    if (roles.has('agent')) pools.agents.push(id);
    if (roles.has('reviewer')) pools.reviewers.push(id);
  }
  return pools;
}

export async function writeContacts(context: SeedContext, pools: ContactPools): Promise<void> {
  await context.writer.insert(contacts, pools.rows);
}

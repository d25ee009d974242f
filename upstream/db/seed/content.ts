import type { NewsletterAudience, NewsStatus } from '@/lib/contract/enums';
import { emailOutbox, news, newsletterPublications, newsletters, publications } from '../schema';
import type { CommissioningData } from './commissionings';
import type { ContactPools } from './contacts';
import type { SeedContext } from './context';
import { addDays, addMonths, at, eachDay } from './dates';
import { FileRegistry, MIME, slugify } from './files';
import type { RowOf } from './insert';
import { Random } from './random';
import { HEADLINES } from './content-texts';
import { STAFF } from './staff-list';
import type { StaffResult } from './staff';

export interface ContentData {
  news: RowOf<typeof news>[];
  newsletters: RowOf<typeof newsletters>[];
  newsletterPublications: RowOf<typeof newsletterPublications>[];
  outbox: RowOf<typeof emailOutbox>[];
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const AUDIENCES: readonly (readonly [NewsletterAudience, number])[] = [
  ['authors', 35],
  ['all_contacts', 25],
  ['agents', 15],
  ['reviewers', 15],
];

export function generateContent(
  context: SeedContext,
  staff: StaffResult,
  people: ContactPools,
  commissioningData: CommissioningData,
  emailTypeIds: ReadonlyMap<string, number>,
  files: FileRegistry,
  catalogue: readonly RowOf<typeof publications>[],
): ContentData {
  const random = Random.named('content');
  const { start, today } = context;
  const editors = [...staff.byGroup(7), ...staff.byGroup(6)];
  const marketers = [...staff.byGroup(9), ...staff.byGroup(8)];
  const data: ContentData = {
    news: [],
    newsletters: [],
    newsletterPublications: [],
    outbox: [],
  };
  const published = commissioningData.plans.filter((plan) => plan.status === 'published');
  const slugs = new Set<string>();

  // News: a couple of items a month; the newest are still drafts, the oldest archived.
  for (const day of eachDay(start, today)) {
    if (!random.chance(2 / 30)) continue;
    const plan = published.length > 0 ? random.pick(published) : undefined;
    const headline = random.pick(HEADLINES)(plan?.title ?? 'Our spring list');
    let slug = slugify(headline);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(headline)}-${n}`;
    slugs.add(slug);
    const recent = day > addDays(today, -10) && random.chance(0.5);
    // Some of the newest are scheduled to go live in the coming week.
    const status: NewsStatus = recent
      ? random.chance(0.4)
        ? 'scheduled'
        : 'draft'
      : day < addMonths(start, 6) && random.chance(0.4)
        ? 'archived'
        : 'published';
    const createdAt = at(day, random.int(9 * 60, 16 * 60));
    const authorId = editors.length > 0 ? random.pick(editors) : null;
    data.news.push({
      id: data.news.length + 1,
      title: headline,
      slug,
      summary: headline,
      body: `<p>${headline}.</p><p>More news from Colophon Press.</p>`,
      status,
      publishedAt:
        status === 'draft'
          ? null
          : status === 'scheduled'
            ? at(addDays(today, random.int(1, 7)), 9 * 60)
            : at(day, 17 * 60),
      authorId,
      imageFileId: random.chance(0.6)
        ? files.add({
            name: `${slug}.png`,
            mimeType: MIME.png,
            uploadedById: authorId,
            createdAt,
          })
        : null,
      createdAt,
      updatedAt: recent ? createdAt : at(day, 17 * 60),
    });
  }

  // A newsletter on the 10th of every month; this month's is scheduled if the 10th is still to come.
  // About two contacts in three agreed to hear from the firm soon after they were added; a few left again.
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  for (const row of people.rows) {
    if (!row.email || !row.createdAt || !random.chance(0.65)) continue;
    const consentAt = dayOf(new Date(row.createdAt.getTime() + random.int(1, 60) * 86_400_000));
    if (consentAt > today) continue;
    row.newsletterConsentAt = consentAt;
    if (random.chance(0.08)) {
      const leftAt = addDays(consentAt, random.int(20, 700));
      if (leftAt < today) row.newsletterUnsubscribedAt = leftAt;
    }
  }
  // The marketing manager receives every newsletter as a reader does, from the firm's first day.
  const marketer = STAFF.find((member) => member.userName === 'marketing');
  if (marketer) {
    const joined = at(start, 9 * 60);
    people.rows.push({
      id: people.rows.length + 1,
      firstName: marketer.firstName,
      lastName: marketer.lastName,
      organisation: 'Colophon Press',
      roles: ['reviewer'],
      email: `${marketer.userName}@colophon.example`,
      notes: 'Our marketing manager: on the list to read each newsletter as its readers do.',
      newsletterConsentAt: start,
      createdAt: joined,
      updatedAt: joined,
    });
    people.reviewers.push(people.rows.length);
  }
  const subscribedAt = (row: (typeof people.rows)[number], sentAt: Date) => {
    const day = dayOf(sentAt);
    return (
      !!row.newsletterConsentAt &&
      row.newsletterConsentAt <= day &&
      (!row.newsletterUnsubscribedAt ||
        row.newsletterUnsubscribedAt > day ||
        row.newsletterUnsubscribedAt < row.newsletterConsentAt)
    );
  };
  const recipientsOf = (
    audience: NewsletterAudience,
    sentAt: Date,
  ): { address: string; name: string; contactId: number }[] => {
    const pool =
      audience === 'authors'
        ? people.authors
        : audience === 'agents'
          ? people.agents
          : audience === 'reviewers'
            ? people.reviewers
            : people.rows.map((row) => row.id ?? 0);
    return pool.flatMap((id) => {
      const row = people.rows[id - 1];
      if (!row?.email || !subscribedAt(row, sentAt)) return [];
      return [{ address: row.email, name: `${row.firstName ?? ''} ${row.lastName}`.trim(), contactId: id }];
    });
  };
  for (
    let month = addMonths(start.slice(0, 8) + '10', 1);
    month <= addMonths(today, 1);
    month = addMonths(month, 1)
  ) {
    const id = data.newsletters.length + 1;
    const audience = random.weighted(AUDIENCES);
    const subject = `Colophon news, ${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
    const body = `New books this month, events and news from the list.\n\n${published.length > 0 ? random.pick(published).title : ''}`;
    const createdAt = at(addDays(month, -5), 11 * 60);
    // Two or three of the books out by then.
    const out = catalogue.filter(
      (row) => row.status !== 'in_production' && row.publicationDate && row.publicationDate <= month,
    );
    const chosen = new Set(out.slice(-12).map((row) => row.id ?? 0));
    [...chosen]
      .slice(0, random.int(2, 3))
      .forEach((publicationId, position) =>
        data.newsletterPublications.push({ newsletterId: id, publicationId, position }),
      );
    const sent = month <= today;
    const sentAt = sent ? at(month, 8 * 60) : null;
    const authorId = marketers.length > 0 ? random.pick(marketers) : null;
    data.newsletters.push({
      id,
      subject,
      body,
      audience,
      status: sent ? 'sent' : 'scheduled',
      scheduledAt: at(month, 8 * 60),
      sentAt,
      createdById: authorId,
      version: sent ? 3 : 2,
      createdAt,
      updatedAt: sentAt ?? createdAt,
    });
    if (!sentAt) continue;
    for (const recipient of recipientsOf(audience, sentAt)) {
      const failed = random.chance(0.005);
      data.outbox.push({
        toAddress: recipient.address,
        toName: recipient.name,
        subject,
        bodyText: body,
        emailTypeId: emailTypeIds.get('newsletter') ?? null,
        newsletterId: id,
        contactId: recipient.contactId,
        status: failed ? 'failed' : 'sent',
        attempts: failed ? 3 : 1,
        lastError: failed ? '550 5.1.1 Mailbox unavailable' : null,
        createdAt: sentAt,
        sentAt: failed ? null : new Date(sentAt.getTime() + random.int(1, 900) * 1000),
      });
    }
  }
  for (const subject of ['Autumn catalogue preview', 'Festival season: where to find us']) {
    const createdAt = at(addDays(today, -random.int(1, 6)), 15 * 60);
    data.newsletters.push({
      id: data.newsletters.length + 1,
      subject,
      body: 'Draft.',
      audience: 'all_contacts',
      status: 'draft',
      createdById: marketers[0] ?? null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  // Transactional mail: the odd password reset.
  for (const day of eachDay(start, today)) {
    if (!random.chance(0.03)) continue;
    const member = random.pick(STAFF.filter((entry) => entry.groups.length > 0));
    const createdAt = at(day, random.int(8 * 60, 20 * 60));
    data.outbox.push({
      toAddress: `${member.userName}@colophon.example`,
      toName: `${member.firstName} ${member.lastName}`,
      subject: 'Reset your Colophon password',
      bodyText: `Hello ${member.firstName},\n\nUse the link in this message within one hour to choose a new password.`,
      emailTypeId: emailTypeIds.get('password_reset') ?? null,
      userId: staff.ids.get(member.userName) ?? null,
      status: 'sent',
      attempts: 1,
      createdAt,
      sentAt: new Date(createdAt.getTime() + 2_000),
    });
  }
  return data;
}

import type { CommissioningStatus, PublicationFormat } from '@/lib/contract/enums';
import { commissionings, commissioningStatusChanges, editorReviews, proposals } from '../schema';
import type { ContactPools } from './contacts';
import { scaled, type SeedContext } from './context';
import { addDays, addMonths, at, daysBetween } from './dates';
import type { FileRegistry } from './files';
import { GENRES, type Genre } from './genres';
import type { RowOf } from './insert';
import { Random } from './random';
import type { TradingCurrency } from './reference';
import type { StaffResult } from './staff';
import { addProposal, addUnsolicitedProposals, numberProposalsByDate, SYNOPSES } from './proposals';
import { TitleMaker } from './titles';

export interface FormatPlan {
  format: PublicationFormat;
  publishOn: string;
}

/** The life of one commissioning, decided up front; its status is how far along it is today. */
export interface CommissioningPlan {
  id: number;
  title: string;
  subtitle: string | null;
  genre: Genre;
  editorId: number;
  authorIds: number[];
  agentId: number | null;
  translatorId: number | null;
  illustratorId: number | null;
  createdOn: string;
  reviewOn: string;
  decisionOn: string;
  declined: boolean;
  signedOn: string;
  deliveryOn: string;
  publishOn: string;
  status: CommissioningStatus;
  formats: FormatPlan[];
  currency: TradingCurrency;
}

export interface CommissioningData {
  plans: CommissioningPlan[];
  rows: RowOf<typeof commissionings>[];
  changes: RowOf<typeof commissioningStatusChanges>[];
  proposals: RowOf<typeof proposals>[];
  reviews: RowOf<typeof editorReviews>[];
}

const REVIEW_COMMENTS = [
  'Sharp, generous editing that made the book better.',
  'Always quick to reply and clear about the schedule.',
  'Good notes on structure; the copy-edit was rushed.',
  'A real champion of the book inside the house.',
  'Helpful, though the cover process was frustrating.',
  'Thoughtful and honest about what was not working.',
  null,
];

function formatsFor(genre: Genre, random: Random, publishOn: string): FormatPlan[] {
  const plans: FormatPlan[] = [];
  const withHardback =
    genre.key === 'cookery' || (genre.key !== 'poetry' && random.chance(genre.fiction ? 0.6 : 0.75));
  plans.push({ format: withHardback ? 'BB' : 'BC', publishOn });
  plans.push({ format: 'EB', publishOn });
  if (genre.key !== 'poetry' && genre.key !== 'cookery' && random.chance(0.35)) {
    plans.push({ format: 'AJ', publishOn: addDays(publishOn, random.pick([0, 0, 14, 28])) });
  }
  if (withHardback && genre.key !== 'cookery' && random.chance(0.75))
    plans.push({ format: 'BC', publishOn: addMonths(publishOn, 12) });
  return plans;
}

function currencyFor(country: string | undefined): TradingCurrency {
  if (country === 'GB') return 'GBP';
  if (country === 'US' || country === 'CA') return 'USD';
  return 'EUR';
}

export function generateCommissionings(
  context: SeedContext,
  staff: StaffResult,
  people: ContactPools,
  files: FileRegistry,
): CommissioningData {
  const random = Random.named('commissionings');
  const titles = new TitleMaker(random);
  const { start, today } = context;
  const span = daysBetween(start, today);
  const count = scaled(context, 300);
  const data: CommissioningData = { plans: [], rows: [], changes: [], proposals: [], reviews: [] };
  const genreWeights = GENRES.map((genre) => [genre, genre.weight] as const);

  // Creation days, sorted, so ids follow the calendar; the list grows by about a fifth a year.
  const days = Array.from({ length: count }, () => {
    const position = Math.sqrt(random.next() * 0.64 + 0.36);
    return addDays(start, Math.min(span, Math.floor(((position - 0.6) / 0.4) * (span + 1))));
  }).sort();

  days.forEach((createdOn, index) => {
    const id = index + 1;
    const genre = random.weighted(genreWeights);
    const candidates = staff.editors.filter(
      (editor) => editor.from <= createdOn && createdOn <= editor.until,
    );
    const editorId = random.pick(candidates.length > 0 ? candidates : staff.editors).id;
    const lead = random.pick(people.authors);
    const coAuthor =
      !genre.fiction && random.chance(0.12)
        ? random.pick(people.authors.filter((author) => author !== lead))
        : undefined;
    const reviewOn = addDays(createdOn, random.around(4, 6, 1, 21));
    const decisionOn = addDays(reviewOn, random.int(7, 45));
    const declined = random.chance(0.25);
    const signedOn = addDays(decisionOn, random.int(10, 60));
    const deliveryOn = addDays(signedOn, random.int(90, 420));
    const publishOn = addDays(deliveryOn, random.int(150, 270));
    const milestones: [string, CommissioningStatus][] = [
      [createdOn, 'proposal'],
      [reviewOn, 'under_review'],
      [decisionOn, declined ? 'declined' : 'approved'],
      ...(declined
        ? []
        : ([
            [signedOn, 'contracted'],
            [deliveryOn, 'in_production'],
            [publishOn, 'published'],
          ] as [string, CommissioningStatus][])),
    ];
    const reached = milestones.filter(([day]) => day <= today);
    const status = reached[reached.length - 1]?.[1] ?? 'proposal';

    const plan: CommissioningPlan = {
      id,
      title: titles.next(genre),
      subtitle: random.chance(0.45) ? random.pick(genre.subtitles) : null,
      genre,
      editorId,
      authorIds: coAuthor ? [lead, coAuthor] : [lead],
      agentId:
        people.agents.length > 0 && random.chance(genre.fiction ? 0.5 : 0.3)
          ? random.pick(people.agents)
          : null,
      translatorId:
        people.translators.length > 0 && genre.fiction && random.chance(0.1)
          ? random.pick(people.translators)
          : null,
      illustratorId:
        people.illustrators.length > 0 &&
        (genre.key === 'cookery' || genre.key === 'nature' || random.chance(0.03))
          ? random.pick(people.illustrators)
          : null,
      createdOn,
      reviewOn,
      decisionOn,
      declined,
      signedOn,
      deliveryOn,
      publishOn,
      status,
      formats: declined
        ? []
        : formatsFor(genre, random, publishOn).filter((entry) => entry.publishOn <= addMonths(today, 9)),
      currency: currencyFor(people.countryOf.get(lead)),
    };
    data.plans.push(plan);
    for (const contactId of [...plan.authorIds, plan.agentId, plan.translatorId, plan.illustratorId]) {
      if (contactId) people.use(contactId, createdOn);
    }

    // About a fifth of the list came in unsolicited, as a submitted manuscript.
    let proposalId: number | null = null;
    if (random.chance(0.2)) {
      proposalId = addProposal(data, files, random, {
        title: plan.title,
        authorName: people.nameOf.get(lead) ?? 'Unknown',
        email: people.emailOf.get(lead) ?? 'unknown@mail.example',
        genre,
        receivedOn: addDays(createdOn, -random.int(14, 90)),
        status:
          status === 'proposal' || status === 'under_review'
            ? 'shortlisted'
            : declined
              ? 'rejected'
              : 'accepted',
        editorId,
      });
    }

    const lastChange = reached[reached.length - 1]?.[0] ?? createdOn;
    data.rows.push({
      id,
      title: plan.title,
      editorId,
      leadContactId: lead,
      proposalId,
      synopsis: random.pick(SYNOPSES),
      status,
      decisionDate: reached.length >= 3 ? decisionOn : null,
      expectedDeliveryDate: declined ? null : deliveryOn,
      estimatedWordCount: genre.key === 'poetry' ? random.int(8, 20) * 1000 : random.int(55, 140) * 1000,
      version: reached.length,
      createdAt: at(createdOn, random.int(9 * 60, 17 * 60)),
      updatedAt: at(lastChange, 17 * 60 + 30),
    });
    reached.forEach(([day, to], step) => {
      data.changes.push({
        commissioningId: id,
        fromStatus: step === 0 ? null : (reached[step - 1]?.[1] ?? null),
        toStatus: to,
        changedById: editorId,
        changedAt: at(day, step === 0 ? 9 * 60 : 10 * 60 + step * 37),
      });
    });

    if (status === 'contracted' || status === 'in_production' || status === 'published') {
      const reviewOnDay = addDays(signedOn, random.int(30, 240));
      if (random.chance(0.55) && reviewOnDay <= today) {
        data.reviews.push(review(random, editorId, lead, id, reviewOnDay));
      }
      const reviewerDay = addDays(publishOn, random.int(10, 120));
      if (
        status === 'published' &&
        random.chance(0.25) &&
        reviewerDay <= today &&
        people.reviewers.length > 0
      ) {
        data.reviews.push(review(random, editorId, random.pick(people.reviewers), id, reviewerDay));
      }
    }
  });

  addUnsolicitedProposals(
    context,
    data,
    files,
    random,
    titles,
    staff.editors.map((editor) => editor.id),
  );
  numberProposalsByDate(data);
  data.changes.sort(
    (a, b) =>
      (a.changedAt?.getTime() ?? 0) - (b.changedAt?.getTime() ?? 0) ||
      (a.commissioningId ?? 0) - (b.commissioningId ?? 0),
  );
  data.changes.forEach((change, index) => (change.id = index + 1));
  data.reviews.sort((a, b) =>
    a.reviewedOn < b.reviewedOn ? -1 : a.reviewedOn > b.reviewedOn ? 1 : a.editorId - b.editorId,
  );
  data.reviews.forEach((entry, index) => (entry.id = index + 1));
  return data;
}

function review(
  random: Random,
  editorId: number,
  contactId: number,
  commissioningId: number,
  day: string,
): RowOf<typeof editorReviews> {
  const createdAt = at(day, random.int(9 * 60, 18 * 60));
  return {
    editorId,
    reviewerContactId: contactId,
    commissioningId,
    rating: random.weighted([
      [5, 40],
      [4, 35],
      [3, 15],
      [2, 7],
      [1, 3],
    ] as const),
    comment: random.pick(REVIEW_COMMENTS),
    reviewedOn: day,
    createdAt,
    updatedAt: createdAt,
  };
}

import type {
  ContractStatus,
  ContractTerritory,
  InstalmentTrigger,
  OrderChannel,
  PublicationFormat,
  RoyaltyBasis,
  SubsidiaryRight,
} from '@/lib/contract/enums';
import { PUBLICATION_FORMATS } from '@/lib/contract/enums';
import {
  contractInstalments,
  contractParties,
  contractPublications,
  contractRoyaltyTerms,
  contractRoyaltyTiers,
  contracts,
  contractStatusChanges,
  contractSubrights,
} from '../schema';
import type { CommissioningPlan } from './commissionings';
import type { SeedContext } from './context';
import { addDays, at, minDay } from './dates';
import { FileRegistry, MIME } from './files';
import type { RowOf } from './insert';
import { Random } from './random';

export interface ContractData {
  contracts: RowOf<typeof contracts>[];
  parties: RowOf<typeof contractParties>[];
  terms: RowOf<typeof contractRoyaltyTerms>[];
  tiers: RowOf<typeof contractRoyaltyTiers>[];
  instalments: RowOf<typeof contractInstalments>[];
  subrights: RowOf<typeof contractSubrights>[];
  /** Filled once the catalogue exists (contract-lives.ts), like the moves below. */
  publications: RowOf<typeof contractPublications>[];
  statusChanges: RowOf<typeof contractStatusChanges>[];
  /** The author contract of each commissioning that has one. */
  authorContractOf: Map<number, number>;
  /** Every contract of each commissioning: the author's, the translator's, the illustrator's. */
  contractsOf: Map<number, number[]>;
  /** When each contract went out for signature, for its status history. */
  sentOn: Map<number, string>;
}

interface TermPlan {
  format: PublicationFormat | null;
  channel: OrderChannel | null;
  basis: RoyaltyBasis;
  /** [from copies, rate]: the escalator. */
  steps: readonly (readonly [number, string])[];
  /** [discount from, rate on net receipts]. */
  highDiscount?: readonly [string, string];
}

/** The house's standard author terms per format: escalators on print, deep discounts at a lower rate. */
const STANDARD_TERMS: Partial<Record<PublicationFormat, TermPlan>> = {
  BB: {
    format: 'BB',
    channel: null,
    basis: 'list_price',
    steps: [
      [0, '10.00'],
      [5000, '12.50'],
      [10000, '15.00'],
    ],
    highDiscount: ['52.50', '10.00'],
  },
  BC: {
    format: 'BC',
    channel: null,
    basis: 'list_price',
    steps: [
      [0, '7.50'],
      [20000, '10.00'],
    ],
    highDiscount: ['52.50', '6.00'],
  },
  EB: { format: 'EB', channel: null, basis: 'net_receipts', steps: [[0, '25.00']] },
  AJ: { format: 'AJ', channel: null, basis: 'net_receipts', steps: [[0, '20.00']] },
};

/** Export sales of print, on a term of their own for some authors. */
const EXPORT_TERM: TermPlan = {
  format: null,
  channel: 'export',
  basis: 'net_receipts',
  steps: [[0, '10.00']],
};

const SUBRIGHT_SHARES: readonly (readonly [SubsidiaryRight, string])[] = [
  ['translation', '80.00'],
  ['us_edition', '80.00'],
  ['first_serial', '90.00'],
  ['second_serial', '50.00'],
  ['audio_licence', '50.00'],
  ['film_tv', '90.00'],
  ['paperback_licence', '60.00'],
  ['book_club', '50.00'],
];

const REVERSION =
  'Rights revert to the author if the work is out of print in every edition for 18 months after a written request.';
const OPTION =
  'First look at the author’s next book-length work, exclusive for 60 days from delivery of an outline.';

/** Advances are agreed in round sums: whole hundreds of the currency's major unit, in minor units. */
function advance(random: Random, bands: readonly (readonly [readonly [number, number], number])[]): number {
  const [low, high] = random.weighted(bands);
  return Math.round(random.int(low, high) / 500) * 500 * 100;
}

const inFormatOrder = (formats: Iterable<PublicationFormat>) => {
  const chosen = new Set(formats);
  return PUBLICATION_FORMATS.filter((format) => chosen.has(format));
};

export function generateContracts(
  context: SeedContext,
  plans: readonly CommissioningPlan[],
  files: FileRegistry,
): ContractData {
  const random = Random.named('contracts');
  const { today } = context;
  const data: ContractData = {
    contracts: [],
    parties: [],
    terms: [],
    tiers: [],
    instalments: [],
    subrights: [],
    publications: [],
    statusChanges: [],
    authorContractOf: new Map(),
    contractsOf: new Map(),
    sentOn: new Map(),
  };

  for (const plan of plans) {
    const contracted =
      plan.status === 'contracted' || plan.status === 'in_production' || plan.status === 'published';
    if (!contracted && plan.status !== 'approved') continue;
    const authorSigned = contracted ? plan.signedOn : null;
    const draftStatus: ContractStatus = addDays(plan.decisionOn, 20) > today ? 'draft' : 'sent';
    const formats =
      plan.formats.length > 0
        ? inFormatOrder(plan.formats.map((entry) => entry.format))
        : (['BB', 'BC', 'EB'] as const);
    const print = formats.some((format) => format === 'BB' || format === 'BC');

    const authorContract = addContract(data, files, random, context, plan, {
      type: 'author',
      signedOn: authorSigned,
      status: authorSigned ? 'signed' : draftStatus,
      amount: advance(random, [
        [[1500, 5000], 40],
        [[5000, 15000], 35],
        [[15000, 40000], 20],
        [[40000, 80000], 5],
      ]),
      triggers: random.chance(0.5) ? ['signature', 'publication'] : ['signature', 'delivery', 'publication'],
      formats,
      reserve: print ? '15.00' : '0.00',
    });
    data.authorContractOf.set(plan.id, authorContract);
    const shares =
      plan.authorIds.length === 1
        ? ['100.00']
        : random.pick([
            ['50.00', '50.00'],
            ['60.00', '40.00'],
          ]);
    plan.authorIds.forEach((contactId, index) =>
      addParty(
        data,
        authorContract,
        contactId,
        index === 0 ? 'author' : 'co_author',
        shares[index] ?? '0.00',
      ),
    );
    // The agent signs for the author and takes commission from the author's share, so holds no split here.
    if (plan.agentId && !plan.authorIds.includes(plan.agentId))
      addParty(data, authorContract, plan.agentId, 'agent', '0.00');
    const terms = formats.flatMap((format) => STANDARD_TERMS[format] ?? []);
    addTerms(data, authorContract, print && random.chance(0.3) ? [...terms, EXPORT_TERM] : terms);
    for (const [right, share] of random.sample(SUBRIGHT_SHARES, random.int(4, 6))) {
      data.subrights.push({
        contractId: authorContract,
        right,
        authorSharePercent: share,
        ...stamps(data, authorContract),
      });
    }

    for (const [contactId, type, role, basis, rate] of [
      [plan.translatorId, 'translation', 'translator', 'net_receipts', '2.00'],
      [plan.illustratorId, 'illustration', 'illustrator', 'list_price', '2.00'],
    ] as const) {
      if (!contactId || !authorSigned) continue;
      const signedOn = minDay(addDays(authorSigned, random.int(20, 80)), addDays(plan.deliveryOn, -10));
      const contractId = addContract(data, files, random, context, plan, {
        type,
        signedOn: signedOn <= today ? signedOn : null,
        status: signedOn <= today ? 'signed' : 'sent',
        amount: advance(random, type === 'translation' ? [[[3000, 12000], 1]] : [[[1500, 8000], 1]]),
        triggers: ['signature', 'delivery'],
        formats,
        reserve: '0.00',
      });
      addParty(data, contractId, contactId, role, '100.00');
      addTerms(data, contractId, [{ format: null, channel: null, basis, steps: [[0, rate]] }]);
    }
  }

  data.parties.forEach((row, index) => (row.id = index + 1));
  data.instalments.forEach((row, index) => (row.id = index + 1));
  data.subrights.forEach((row, index) => (row.id = index + 1));
  return data;
}

/** Terms are written with the contract they belong to. */
function stamps(data: ContractData, contractId: number): { createdAt: Date; updatedAt: Date } {
  const createdAt = data.contracts[contractId - 1]?.createdAt;
  if (!createdAt) throw new Error(`Contract ${contractId} not generated yet`);
  return { createdAt, updatedAt: createdAt };
}

function addParty(
  data: ContractData,
  contractId: number,
  contactId: number,
  role: RowOf<typeof contractParties>['role'],
  splitPercent: string,
) {
  data.parties.push({ contractId, contactId, role, splitPercent, ...stamps(data, contractId) });
}

function addTerms(data: ContractData, contractId: number, plans: readonly TermPlan[]) {
  plans.forEach((plan, index) => {
    const termId = data.terms.length + 1;
    data.terms.push({
      id: termId,
      contractId,
      position: index + 1,
      format: plan.format,
      channel: plan.channel,
      basis: plan.basis,
      highDiscountPercent: plan.highDiscount?.[0] ?? null,
      highDiscountRatePercent: plan.highDiscount?.[1] ?? null,
      ...stamps(data, contractId),
    });
    plan.steps.forEach(([fromUnits, ratePercent], step) =>
      data.tiers.push({
        id: data.tiers.length + 1,
        termId,
        position: step + 1,
        fromUnits,
        ratePercent,
        ...stamps(data, contractId),
      }),
    );
  });
}

function territoryFor(random: Random, plan: CommissioningPlan): [ContractTerritory, string[]] {
  if (plan.currency === 'GBP' && random.chance(0.4))
    return random.chance(0.5) ? ['world_english', []] : ['named_countries', ['AU', 'GB', 'IE', 'NZ', 'ZA']];
  if (plan.currency === 'USD' && random.chance(0.4)) return ['named_countries', ['CA', 'US']];
  return ['world', []];
}

function addContract(
  data: ContractData,
  files: FileRegistry,
  random: Random,
  context: SeedContext,
  plan: CommissioningPlan,
  terms: {
    type: RowOf<typeof contracts>['type'];
    signedOn: string | null;
    status: ContractStatus;
    amount: number;
    triggers: InstalmentTrigger[];
    formats: readonly PublicationFormat[];
    reserve: string;
  },
): number {
  const id = data.contracts.length + 1;
  const createdOn = addDays(plan.decisionOn, random.int(1, 8));
  const createdAt = at(createdOn, random.int(9 * 60, 17 * 60));
  const reference = `C-${createdOn.slice(0, 4)}-${String(id).padStart(4, '0')}`;
  const signedAt = terms.signedOn ? at(terms.signedOn, 15 * 60) : null;
  const audio = plan.formats.some((entry) => entry.format === 'AJ');
  const author = terms.type === 'author';
  const [territory, territories] = territoryFor(random, plan);
  if (terms.status !== 'draft') {
    const sentOn = terms.signedOn
      ? addDays(terms.signedOn, -random.int(5, 25))
      : addDays(createdOn, random.int(2, 10));
    data.sentOn.set(id, minDay(sentOn < createdOn ? createdOn : sentOn, context.today));
  }
  data.contracts.push({
    id,
    reference,
    commissioningId: plan.id,
    type: terms.type,
    status: terms.status,
    signedDate: terms.signedOn,
    endedDate: null,
    amendment: 0,
    territory,
    territories,
    languages: random.chance(0.15) ? [] : ['eng'],
    formats: [...terms.formats],
    termYears: author ? null : random.pick([null, 10, 15]),
    reversionConditions: author ? REVERSION : null,
    deliveryDate: plan.deliveryOn,
    optionOnNextWork: author && random.chance(0.3),
    optionTerms: null,
    advanceAmount: terms.amount,
    currency: plan.currency,
    reserveAgainstReturnsPercent: terms.reserve,
    reservePeriods: random.chance(0.7) ? 1 : 2,
    rightsGranted: author
      ? [
          'print',
          'ebook',
          ...(audio || random.chance(0.5) ? (['audio'] as const) : []),
          ...(random.chance(0.3) ? (['large_print'] as const) : []),
        ]
      : ['print', 'ebook'],
    documentFileId: signedAt
      ? files.add({
          name: `${reference}-signed.pdf`,
          mimeType: MIME.pdf,
          uploadedById: plan.editorId,
          createdAt: signedAt,
        })
      : null,
    notes: null,
    version: signedAt ? 3 : 1,
    createdAt,
    updatedAt: signedAt ?? createdAt,
  });
  const row = data.contracts[id - 1];
  if (row?.optionOnNextWork) row.optionTerms = OPTION;

  const dueOn = (trigger: InstalmentTrigger): string | null => {
    if (!terms.signedOn) return null;
    const event =
      trigger === 'signature' ? terms.signedOn : trigger === 'delivery' ? plan.deliveryOn : plan.publishOn;
    return addDays(event, 30);
  };
  const part = Math.floor(terms.amount / terms.triggers.length / 100) * 100;
  terms.triggers.forEach((trigger, index) => {
    const due = dueOn(trigger);
    const paid = due && due <= context.today ? addDays(due, -random.int(0, 10)) : null;
    const amount =
      index === terms.triggers.length - 1 ? terms.amount - part * (terms.triggers.length - 1) : part;
    data.instalments.push({
      contractId: id,
      position: index + 1,
      trigger,
      amount,
      dueDate: due,
      paidDate: paid,
      createdAt,
      updatedAt: paid ? at(paid, 11 * 60) : createdAt,
    });
  });
  data.contractsOf.set(plan.id, [...(data.contractsOf.get(plan.id) ?? []), id]);
  return id;
}

import type {
  ContractStatus,
  InstalmentTrigger,
  PublicationFormat,
  SubsidiaryRight,
} from '@/lib/contract/enums';
import {
  contractInstalments,
  contractParties,
  contractRoyaltyTiers,
  contracts,
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
  tiers: RowOf<typeof contractRoyaltyTiers>[];
  instalments: RowOf<typeof contractInstalments>[];
  subrights: RowOf<typeof contractSubrights>[];
  /** The author contract of each commissioning that has one. */
  authorContractOf: Map<number, number>;
}

type Tier = Pick<
  RowOf<typeof contractRoyaltyTiers>,
  'format' | 'fromUnits' | 'toUnits' | 'basis' | 'ratePercent'
>;

const STANDARD_TIERS: Record<PublicationFormat, Tier[]> = {
  BB: [
    { format: 'BB', fromUnits: 0, toUnits: 5000, basis: 'list_price', ratePercent: '10.00' },
    { format: 'BB', fromUnits: 5000, toUnits: 10000, basis: 'list_price', ratePercent: '12.50' },
    { format: 'BB', fromUnits: 10000, toUnits: null, basis: 'list_price', ratePercent: '15.00' },
  ],
  BC: [
    { format: 'BC', fromUnits: 0, toUnits: 20000, basis: 'list_price', ratePercent: '7.50' },
    { format: 'BC', fromUnits: 20000, toUnits: null, basis: 'list_price', ratePercent: '10.00' },
  ],
  EB: [{ format: 'EB', fromUnits: 0, toUnits: null, basis: 'net_receipts', ratePercent: '25.00' }],
  AJ: [{ format: 'AJ', fromUnits: 0, toUnits: null, basis: 'net_receipts', ratePercent: '20.00' }],
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

/** Advances are agreed in round sums: whole hundreds of the currency's major unit, in minor units. */
function advance(random: Random, bands: readonly (readonly [readonly [number, number], number])[]): number {
  const [low, high] = random.weighted(bands);
  return Math.round(random.int(low, high) / 500) * 500 * 100;
}

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
    tiers: [],
    instalments: [],
    subrights: [],
    authorContractOf: new Map(),
  };

  for (const plan of plans) {
    const contracted =
      plan.status === 'contracted' || plan.status === 'in_production' || plan.status === 'published';
    if (!contracted && plan.status !== 'approved') continue;
    const authorSigned = contracted ? plan.signedOn : null;
    const draftStatus: ContractStatus = addDays(plan.decisionOn, 20) > today ? 'draft' : 'sent';

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
      reserve: plan.formats.some((entry) => entry.format === 'BB' || entry.format === 'BC')
        ? '15.00'
        : '0.00',
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
    const formats =
      plan.formats.length > 0
        ? [...new Set(plan.formats.map((entry) => entry.format))]
        : (['BB', 'BC', 'EB'] as const);
    for (const format of formats) {
      STANDARD_TIERS[format].forEach((tier, index) =>
        data.tiers.push({
          ...tier,
          contractId: authorContract,
          position: index + 1,
          ...stamps(data, authorContract),
        }),
      );
    }
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
        reserve: '0.00',
      });
      addParty(data, contractId, contactId, role, '100.00');
      data.tiers.push({
        contractId,
        position: 1,
        format: null,
        fromUnits: 0,
        toUnits: null,
        basis,
        ratePercent: rate,
        ...stamps(data, contractId),
      });
    }
  }

  data.parties.forEach((row, index) => (row.id = index + 1));
  data.tiers.forEach((row, index) => (row.id = index + 1));
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
    reserve: string;
  },
): number {
  const id = data.contracts.length + 1;
  const createdOn = addDays(plan.decisionOn, random.int(1, 8));
  const createdAt = at(createdOn, random.int(9 * 60, 17 * 60));
  const reference = `C-${createdOn.slice(0, 4)}-${String(id).padStart(4, '0')}`;
  const signedAt = terms.signedOn ? at(terms.signedOn, 15 * 60) : null;
  const audio = plan.formats.some((entry) => entry.format === 'AJ');
  const territories =
    plan.currency === 'GBP' && random.chance(0.4)
      ? ['GB', 'IE', 'AU', 'NZ', 'ZA']
      : plan.currency === 'USD' && random.chance(0.4)
        ? ['US', 'CA']
        : ['WORLD'];
  data.contracts.push({
    id,
    reference,
    commissioningId: plan.id,
    type: terms.type,
    status: terms.status,
    signedDate: terms.signedOn,
    termYears: null,
    advanceAmount: terms.amount,
    currency: plan.currency,
    reserveAgainstReturnsPercent: terms.reserve,
    territories,
    rightsGranted:
      terms.type === 'author'
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
          sizeBytes: random.int(180_000, 900_000),
          uploadedById: plan.editorId,
          createdAt: signedAt,
          folder: 'contracts',
        })
      : null,
    notes: null,
    version: signedAt ? 3 : 1,
    createdAt,
    updatedAt: signedAt ?? createdAt,
  });

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
  return id;
}

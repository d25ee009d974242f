import { describe, expect, it } from 'vitest';
import {
  computeRoyaltyStatement,
  initialRoyaltyState,
  RoyaltyInputError,
  type ReturnRow,
  type RoyaltyContract,
  type RoyaltyPeriod,
  type RoyaltyState,
  type RoyaltyStatement,
  type RoyaltyTerm,
  type SaleRow,
  tiersFromSteps,
} from '@/lib/royalties/engine';
import { WORKED_HARDBACK } from '../support/royalty-terms';

const WORKED_CONTRACT: RoyaltyContract = {
  currency: 'EUR',
  terms: [WORKED_HARDBACK],
  subsidiaryShares: {},
  reservePercent: 15,
};

function sale(id: string, units: number, overrides: Partial<SaleRow> = {}): SaleRow {
  return {
    id,
    format: 'BB',
    channel: 'trade',
    units,
    currency: 'EUR',
    unitListPrice: 2000,
    unitNetReceipts: 1200,
    discountPercent: 40,
    ...overrides,
  };
}

function returned(id: string, units: number, overrides: Partial<ReturnRow> = {}): ReturnRow {
  return {
    id,
    format: 'BB',
    channel: 'trade',
    units,
    currency: 'EUR',
    basis: 'list_price',
    unitBaseAmount: 2000,
    earnedRatePercent: 10,
    ...overrides,
  };
}

/** Runs statements one after the other, each from the state the previous one left. */
function run(contract: RoyaltyContract, periods: RoyaltyPeriod[], state: RoyaltyState): RoyaltyStatement[] {
  const statements: RoyaltyStatement[] = [];
  for (const period of periods) {
    const statement = computeRoyaltyStatement(contract, period, state);
    statements.push(statement);
    state = statement.nextState;
  }
  return statements;
}

function inputIssues(action: () => unknown): readonly string[] {
  try {
    action();
  } catch (error) {
    if (error instanceof RoyaltyInputError) return error.issues;
    throw error;
  }
  throw new Error('Expected a RoyaltyInputError');
}

describe('the worked example (hardback, escalator, high discount, 15% reserve, €10,000 advance)', () => {
  const period1: RoyaltyPeriod = {
    id: '2025-H1',
    sales: [
      sale('p1-home', 4000),
      sale('p1-deep', 500, { channel: 'wholesale', unitNetReceipts: 900, discountPercent: 55 }),
    ],
  };
  const period2: RoyaltyPeriod = {
    id: '2025-H2',
    sales: [sale('p2-home', 2000)],
    returns: [returned('p2-return', 100)],
  };
  const [first, second] = run(WORKED_CONTRACT, [period1, period2], initialRoyaltyState(1_000_000));

  it('period 1: earns €8,450.00, holds €1,267.50, credits €7,182.50, leaves −€2,817.50 unearned, pays nothing', () => {
    expect(first).toMatchObject({
      openingBalance: -1_000_000,
      salesTotal: 845_000,
      returnsTotal: 0,
      netEarnings: 845_000,
      reserveHeld: 126_750,
      reserveReleased: 0,
      credit: 718_250,
      advanceRecouped: 718_250,
      closingBalance: -281_750,
      payable: 0,
      carriedForward: -281_750,
    });
  });

  it('period 1: home copies at 10% of list price, high-discount copies at 10% of net receipts', () => {
    expect(first?.sales).toEqual([
      {
        key: 'BB|trade|hardback|escalator|0|EUR|2000',
        format: 'BB',
        channel: 'trade',
        termId: 'hardback',
        rule: 'escalator',
        tier: { index: 0, fromUnits: 0, toUnits: 5000, ratePercent: 10 },
        basis: 'list_price',
        units: 4000,
        currency: 'EUR',
        unitBaseAmount: 2000,
        exchangeRate: 1,
        baseAmount: 8_000_000,
        ratePercent: 10,
        royalty: 800_000,
        sources: [{ rowId: 'p1-home', units: 4000 }],
      },
      {
        key: 'BB|wholesale|hardback|high_discount|-|EUR|900',
        format: 'BB',
        channel: 'wholesale',
        termId: 'hardback',
        rule: 'high_discount',
        tier: null,
        basis: 'net_receipts',
        units: 500,
        currency: 'EUR',
        unitBaseAmount: 900,
        exchangeRate: 1,
        baseAmount: 450_000,
        ratePercent: 10,
        royalty: 45_000,
        sources: [{ rowId: 'p1-deep', units: 500 }],
      },
    ]);
    // The 500 deep-discount copies do not count toward the 5,000 threshold.
    expect(first?.nextState).toEqual({
      balance: -281_750,
      escalatorUnits: { BB: 4000 },
      reserves: [{ periodId: '2025-H1', amount: 126_750, periodsLeft: 1 }],
    });
  });

  it('period 2: 1,000 copies at €2 and 1,000 at €2.50, the 100 returns debited at 10%', () => {
    expect(
      second?.sales.map((line) => [line.units, line.ratePercent, line.royalty, line.tier?.index]),
    ).toEqual([
      [1000, 10, 200_000, 0],
      [1000, 12.5, 250_000, 1],
    ]);
    expect(second?.sales.map((line) => line.sources)).toEqual([
      [{ rowId: 'p2-home', units: 1000 }],
      [{ rowId: 'p2-home', units: 1000 }],
    ]);
    expect(second?.returns).toEqual([
      expect.objectContaining({
        units: 100,
        basis: 'list_price',
        baseAmount: 200_000,
        ratePercent: 10,
        royalty: -20_000,
        sources: [{ rowId: 'p2-return', units: 100 }],
      }),
    ]);
  });

  it('period 2: net €4,300, holds €645, releases €1,267.50, credits €4,922.50 and pays €2,105.00', () => {
    expect(second).toMatchObject({
      openingBalance: -281_750,
      salesTotal: 450_000,
      returnsTotal: -20_000,
      netEarnings: 430_000,
      reserveHeld: 64_500,
      reserveReleased: 126_750,
      reservesReleased: [{ periodId: '2025-H1', amount: 126_750 }],
      credit: 492_250,
      advanceRecouped: 281_750,
      closingBalance: 210_500,
      payable: 210_500,
      carriedForward: 0,
    });
    expect(second?.nextState).toEqual({
      balance: 0,
      escalatorUnits: { BB: 6000 },
      reserves: [{ periodId: '2025-H2', amount: 64_500, periodsLeft: 1 }],
    });
  });
});

describe('escalators', () => {
  const threeTiers: RoyaltyTerm = {
    id: 'paperback',
    format: 'BC',
    channel: null,
    basis: 'list_price',
    tiers: [
      { fromUnits: 0, toUnits: 1000, ratePercent: 7.5 },
      { fromUnits: 1000, toUnits: 3000, ratePercent: 8 },
      { fromUnits: 3000, toUnits: null, ratePercent: 10 },
    ],
  };
  const contract: RoyaltyContract = { ...WORKED_CONTRACT, terms: [threeTiers], reservePercent: 0 };
  const paperback = (id: string, units: number, overrides: Partial<SaleRow> = {}) =>
    sale(id, units, { format: 'BC', unitListPrice: 999, unitNetReceipts: 500, ...overrides });

  it('splits one row across every tier it crosses', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [paperback('big', 3500)] },
      initialRoyaltyState(),
    );
    expect(
      statement.sales.map((line) => [line.units, line.ratePercent, line.baseAmount, line.royalty]),
    ).toEqual([
      [1000, 7.5, 999_000, 74_925],
      [2000, 8, 1_998_000, 159_840],
      [500, 10, 499_500, 49_950],
    ]);
    expect(statement.nextState.escalatorUnits).toEqual({ BC: 3500 });
  });

  it('reads rows in order: the one sold when the threshold was crossed is the one split', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [paperback('a', 600), paperback('b', 600), paperback('c', 100)] },
      initialRoyaltyState(),
    );
    expect(statement.sales.map((line) => [line.tier?.index, line.units, line.sources])).toEqual([
      [
        0,
        1000,
        [
          { rowId: 'a', units: 600 },
          { rowId: 'b', units: 400 },
        ],
      ],
      [
        1,
        300,
        [
          { rowId: 'b', units: 200 },
          { rowId: 'c', units: 100 },
        ],
      ],
    ]);
  });

  it('reads escalator steps stored as thresholds only', () => {
    expect(
      tiersFromSteps([
        { fromUnits: 0, ratePercent: 10 },
        { fromUnits: 5000, ratePercent: 12.5 },
      ]),
    ).toEqual(WORKED_HARDBACK.tiers);
  });

  it('starts where the previous period left the escalator', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [paperback('a', 10)] },
      { ...initialRoyaltyState(), escalatorUnits: { BC: 2995 } },
    );
    expect(statement.sales.map((line) => [line.units, line.ratePercent])).toEqual([
      [5, 8],
      [5, 10],
    ]);
  });

  it('keeps rows at different prices or in different channels on lines of their own', () => {
    const statement = computeRoyaltyStatement(
      contract,
      {
        id: 'P',
        sales: [
          paperback('a', 10),
          paperback('b', 10, { unitListPrice: 899 }),
          paperback('c', 10, { channel: 'direct' }),
        ],
      },
      initialRoyaltyState(),
    );
    expect(statement.sales.map((line) => [line.channel, line.unitBaseAmount, line.royalty])).toEqual([
      ['trade', 999, 749], // 9,990 × 7.5% = 749.25
      ['trade', 899, 674], // 8,990 × 7.5% = 674.25
      ['direct', 999, 749],
    ]);
  });

  it('counts only escalating home copies, never high-discount ones, and never takes returns off', () => {
    const [statement] = run(
      WORKED_CONTRACT,
      [
        {
          id: 'P',
          sales: [sale('deep', 6000, { discountPercent: 52.5, unitNetReceipts: 950 }), sale('home', 100)],
          returns: [returned('back', 50)],
        },
      ],
      initialRoyaltyState(),
    );
    expect(statement?.sales.map((line) => [line.rule, line.units, line.royalty])).toEqual([
      ['high_discount', 6000, 570_000], // 52.5% is "at or above" the threshold
      ['escalator', 100, 20_000],
    ]);
    expect(statement?.nextState.escalatorUnits).toEqual({ BB: 100 });
  });
});

describe('channel-specific terms', () => {
  const exportTerm: RoyaltyTerm = {
    id: 'export',
    format: null,
    channel: 'export',
    basis: 'net_receipts',
    tiers: [{ fromUnits: 0, toUnits: null, ratePercent: 6 }],
  };
  const ebook: RoyaltyTerm = {
    id: 'ebook',
    format: 'EB',
    channel: null,
    basis: 'net_receipts',
    tiers: [{ fromUnits: 0, toUnits: null, ratePercent: 25 }],
  };
  const onlineHardback: RoyaltyTerm = {
    id: 'online',
    format: 'BB',
    channel: 'online_retail',
    basis: 'list_price',
    tiers: WORKED_HARDBACK.tiers,
    countsTowardEscalator: true,
  };
  const contract: RoyaltyContract = {
    ...WORKED_CONTRACT,
    reservePercent: 0,
    terms: [WORKED_HARDBACK, exportTerm, ebook, onlineHardback],
  };

  it('applies the channel’s own term, a term without a channel to every other channel', () => {
    const statement = computeRoyaltyStatement(
      contract,
      {
        id: 'P',
        sales: [
          sale('home', 10),
          sale('abroad', 10, { channel: 'export', unitNetReceipts: 1000 }),
          sale('ebook', 10, {
            format: 'EB',
            channel: 'online_retail',
            unitListPrice: 999,
            unitNetReceipts: 630,
          }),
          sale('library', 10, { channel: 'library' }),
        ],
      },
      initialRoyaltyState(),
    );
    expect(
      statement.sales.map((line) => [line.sources[0]?.rowId, line.termId, line.basis, line.royalty]),
    ).toEqual([
      ['home', 'hardback', 'list_price', 2000],
      ['abroad', 'export', 'net_receipts', 600],
      ['ebook', 'ebook', 'net_receipts', 1575],
      ['library', 'hardback', 'list_price', 2000],
    ]);
  });

  it('lets export copies earn their own rate without moving the home escalator', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [sale('abroad', 7000, { channel: 'export' }), sale('home', 10)] },
      initialRoyaltyState(),
    );
    expect(statement.nextState.escalatorUnits).toEqual({ BB: 10 });
    expect(statement.sales[1]?.ratePercent).toBe(10);
  });

  it('moves the escalator with a channel term that says it counts, sharing the format’s threshold', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [sale('web', 4990, { channel: 'online_retail' }), sale('shop', 20)] },
      initialRoyaltyState(),
    );
    expect(statement.sales.map((line) => [line.termId, line.units, line.ratePercent])).toEqual([
      ['online', 4990, 10],
      ['hardback', 10, 10],
      ['hardback', 10, 12.5],
    ]);
    expect(statement.nextState.escalatorUnits).toEqual({ BB: 5010 });
  });
});

describe('minimum payment', () => {
  const contract: RoyaltyContract = { ...WORKED_CONTRACT, reservePercent: 0, minimumPayment: 5_000 };

  it('carries a balance below the minimum forward, then pays it with the next earnings', () => {
    const [small, next] = run(
      contract,
      [
        { id: 'P1', sales: [sale('a', 15)] },
        { id: 'P2', sales: [sale('b', 10)] },
      ],
      initialRoyaltyState(),
    );
    expect(small).toMatchObject({ credit: 3_000, closingBalance: 3_000, payable: 0, carriedForward: 3_000 });
    expect(small?.nextState.balance).toBe(3_000);
    expect(next).toMatchObject({
      openingBalance: 3_000,
      credit: 2_000,
      closingBalance: 5_000,
      payable: 5_000,
    });
    expect(next?.carriedForward).toBe(0);
  });

  it('debits advance instalments paid during the period before anything is payable', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [sale('a', 1000)], advancePaid: 150_000 },
      initialRoyaltyState(100_000),
    );
    expect(statement).toMatchObject({
      openingBalance: -100_000,
      advancePaid: 150_000,
      credit: 200_000,
      advanceRecouped: 200_000,
      closingBalance: -50_000,
      payable: 0,
    });
  });
});

describe('reserve against returns', () => {
  it('releases each period’s reserve after the contract’s number of periods', () => {
    const contract: RoyaltyContract = {
      ...WORKED_CONTRACT,
      reservePercent: 20,
      reserveReleaseAfterPeriods: 2,
    };
    const statements = run(
      contract,
      [
        { id: 'P1', sales: [sale('a', 100)] }, // 20,000 earned
        { id: 'P2', sales: [sale('b', 50)] }, // 10,000
        { id: 'P3', sales: [] },
        { id: 'P4', sales: [] },
        { id: 'P5', sales: [] },
      ],
      initialRoyaltyState(),
    );
    expect(statements.map((s) => [s.reserveHeld, s.reserveReleased, s.credit, s.payable])).toEqual([
      [4_000, 0, 16_000, 16_000],
      [2_000, 0, 8_000, 8_000],
      [0, 4_000, 4_000, 4_000],
      [0, 2_000, 2_000, 2_000],
      [0, 0, 0, 0],
    ]);
    expect(statements[1]?.nextState.reserves).toEqual([
      { periodId: 'P1', amount: 4_000, periodsLeft: 1 },
      { periodId: 'P2', amount: 2_000, periodsLeft: 2 },
    ]);
    expect(statements[2]?.reservesReleased).toEqual([{ periodId: 'P1', amount: 4_000 }]);
    // Everything held was released: the payments add up to what was earned.
    expect(statements.reduce((sum, s) => sum + s.payable, 0)).toBe(30_000);
  });

  it('holds nothing when returns outweigh sales, and still releases what earlier periods held', () => {
    const [, losing] = run(
      WORKED_CONTRACT,
      [
        { id: 'P1', sales: [sale('a', 100)] },
        { id: 'P2', sales: [sale('b', 10)], returns: [returned('r', 60)] },
      ],
      initialRoyaltyState(),
    );
    expect(losing).toMatchObject({
      netEarnings: -10_000,
      reserveHeld: 0,
      reserveReleased: 3_000,
      credit: -7_000,
      openingBalance: 0,
      closingBalance: -7_000,
      payable: 0,
    });
  });

  it('holds nothing on subsidiary income, which is not returned', () => {
    const statement = computeRoyaltyStatement(
      { ...WORKED_CONTRACT, subsidiaryShares: { translation: 50 } },
      {
        id: 'P',
        sales: [],
        subsidiaryIncome: [{ id: 's', right: 'translation', amount: 100_000, currency: 'EUR' }],
      },
      initialRoyaltyState(),
    );
    expect(statement).toMatchObject({ subsidiaryTotal: 50_000, reserveHeld: 0, credit: 50_000 });
  });
});

describe('currency conversion', () => {
  const contract: RoyaltyContract = { ...WORKED_CONTRACT, reservePercent: 0 };

  it('converts each line at the period’s rate, rounding the base once and the royalty once', () => {
    const statement = computeRoyaltyStatement(
      contract,
      {
        id: 'P',
        sales: [
          sale('us', 3, { currency: 'USD', unitListPrice: 1999 }),
          sale('uk', 7, { currency: 'GBP', unitListPrice: 1599 }),
          sale('home', 1),
        ],
        returns: [returned('us-back', 1, { currency: 'USD', unitBaseAmount: 1999 })],
        exchangeRates: { USD: 0.9, GBP: 1.1713 },
      },
      initialRoyaltyState(),
    );
    expect(
      statement.sales.map((line) => [line.currency, line.exchangeRate, line.baseAmount, line.royalty]),
    ).toEqual([
      ['USD', 0.9, 5397, 540], // $59.97 × 0.9 = €53.973 → €53.97; 10% = 5.397 → €5.40
      ['GBP', 1.1713, 13110, 1311], // £111.93 × 1.1713 = €131.103609 → €131.10
      ['EUR', 1, 2000, 200],
    ]);
    expect(statement.returns.map((line) => [line.baseAmount, line.royalty])).toEqual([[1799, -180]]);
    expect(statement.salesTotal).toBe(2051);
  });

  it('refuses a currency the period has no rate for', () => {
    const issues = inputIssues(() =>
      computeRoyaltyStatement(
        contract,
        { id: 'P', sales: [sale('yen', 1, { currency: 'JPY' })], exchangeRates: { USD: 0.9 } },
        initialRoyaltyState(),
      ),
    );
    expect(issues).toEqual(['Sale yen: no exchange rate from JPY to EUR for the period']);
  });
});

describe('subsidiary rights', () => {
  const contract: RoyaltyContract = {
    ...WORKED_CONTRACT,
    subsidiaryShares: { translation: 50, audio_licence: 75, first_serial: 90 },
  };

  it('credits the author’s share of what the publisher received, converted first', () => {
    const statement = computeRoyaltyStatement(
      contract,
      {
        id: 'P',
        sales: [],
        subsidiaryIncome: [
          { id: 'de', right: 'translation', description: 'German, Hanser', amount: 500_000, currency: 'EUR' },
          { id: 'audio', right: 'audio_licence', amount: 123_457, currency: 'GBP' },
          { id: 'serial', right: 'first_serial', amount: 33_333, currency: 'EUR' },
        ],
        exchangeRates: { GBP: 1.17 },
      },
      initialRoyaltyState(200_000),
    );
    expect(
      statement.subsidiary.map((line) => [line.rowId, line.baseAmount, line.sharePercent, line.royalty]),
    ).toEqual([
      ['de', 500_000, 50, 250_000],
      ['audio', 144_445, 75, 108_334], // £1,234.57 × 1.17 = €1,444.4469 → €1,444.45; 75% = 1,083.3375 → €1,083.34
      ['serial', 33_333, 90, 30_000], // 299.997 → €300.00
    ]);
    expect(statement.subsidiary[0]?.description).toBe('German, Hanser');
    expect(statement).toMatchObject({
      subsidiaryTotal: 388_334,
      netEarnings: 0,
      credit: 388_334,
      advanceRecouped: 200_000,
      closingBalance: 188_334,
      payable: 188_334,
    });
  });

  it('refuses income from a right the contract gives the author no share of', () => {
    const issues = inputIssues(() =>
      computeRoyaltyStatement(
        contract,
        {
          id: 'P',
          sales: [],
          subsidiaryIncome: [{ id: 'film', right: 'film_tv', amount: 1, currency: 'EUR' }],
        },
        initialRoyaltyState(),
      ),
    );
    expect(issues).toEqual(['Subsidiary income film: the contract gives the author no share of film_tv']);
  });
});

describe('rounding', () => {
  const contract: RoyaltyContract = {
    ...WORKED_CONTRACT,
    reservePercent: 12.5,
    terms: [{ ...WORKED_HARDBACK, highDiscount: undefined }],
  };

  it('rounds each line once, half up on the exact figure, and totals the rounded lines', () => {
    const statement = computeRoyaltyStatement(
      contract,
      { id: 'P', sales: [sale('a', 1, { unitListPrice: 1005 }), sale('b', 3, { unitListPrice: 1999 })] },
      initialRoyaltyState(),
    );
    // 10.05 × 10% = 1.005 → 1.01 (the half goes up); 59.97 × 10% = 5.997 → 6.00.
    expect(statement.sales.map((line) => line.royalty)).toEqual([101, 600]);
    expect(statement.salesTotal).toBe(701);
    // 7.01 × 12.5% = 0.87625 → 0.88.
    expect(statement.reserveHeld).toBe(88);
  });

  it('debits a return exactly what the same sale credited', () => {
    const statement = computeRoyaltyStatement(
      contract,
      {
        id: 'P',
        sales: [sale('a', 1, { unitListPrice: 1005 })],
        returns: [returned('r', 1, { unitBaseAmount: 1005 })],
      },
      initialRoyaltyState(),
    );
    expect([statement.salesTotal, statement.returnsTotal, statement.netEarnings]).toEqual([101, -101, 0]);
  });
});

describe('inputs the engine refuses', () => {
  it('lists every problem at once', () => {
    const gappy: RoyaltyTerm = {
      ...WORKED_HARDBACK,
      id: 'gappy',
      format: 'BC',
      tiers: [
        { fromUnits: 0, toUnits: 100, ratePercent: 10 },
        { fromUnits: 200, toUnits: null, ratePercent: 110 },
      ],
    };
    const issues = inputIssues(() =>
      computeRoyaltyStatement(
        { ...WORKED_CONTRACT, terms: [WORKED_HARDBACK, gappy] },
        {
          id: 'P',
          sales: [sale('half', 1.5), sale('audio', 1, { format: 'AJ' })],
          returns: [returned('r', 0)],
        },
        initialRoyaltyState(),
      ),
    );
    expect(issues).toEqual([
      'Term gappy tier 2 should start at 100 copies',
      'Term gappy tier 2 has a rate outside 0–100%',
      'Sale half: copies should be a whole number above 0',
      'Sale audio: no royalty term for AJ sold via trade',
      'Return r: copies should be a whole number above 0',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Currency, EcbImportResult } from '@/lib/contract/exchange-rates';
import { GROUP } from '@/lib/rights';
import { currencies, exchangeRates } from '@/upstream/db/schema';
import { rateOn } from '@/upstream/currencies/rate-on';
import { call, memberOf } from '../support/area-conformance';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Exchange rates: entered by hand, imported from the ECB's eurofxref files (CSV and XML) whole or not
 * at all, and the one rule every conversion follows: the latest rate on or before the day.
 */

let api: TestUpstream;
let manager: Awaited<ReturnType<typeof memberOf>>;

const DAILY_CSV = `Date, USD, JPY, GBP, CHF, \n24 November 2026, 1.0543, 162.12, 0.8321, 0.9312, \n`;
const HISTORY_CSV = [
  'Date,USD,JPY,GBP,',
  '2026-11-20,1.0500,161.00,0.8300,',
  '2026-11-19,1.0450,N/A,0.8290,',
  '',
].join('\n');
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-18'>
      <Cube currency='USD' rate='1.0400'/>
      <Cube currency='GBP' rate='0.8280'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const importFile = (content: string, fileName = 'eurofxref.csv') =>
  call(api, manager, 'POST', 'exchange-rates/ecb-import', { fileName, content });

/** A rate of 21 November 2026 entered by hand. */
const enter = (fromCurrency: string, toCurrency: string, rate: string) =>
  call(api, manager, 'POST', 'exchange-rates', { rateDate: '2026-11-21', fromCurrency, toCurrency, rate });

async function rateRow(day: string, from: string, to: string) {
  const [row] = await api.database.db
    .select({ rate: exchangeRates.rate, source: exchangeRates.source })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.rateDate, day),
        eq(exchangeRates.fromCurrency, from),
        eq(exchangeRates.toCurrency, to),
      ),
    );
  return row;
}

beforeAll(async () => {
  api = await createTestUpstream();
  await api.database.db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€' },
    { code: 'USD', name: 'US Dollar', symbol: '$' },
    { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
    { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  ]);
  manager = await memberOf(api, GROUP.FINANCIAL_MANAGER);
});
afterAll(() => api?.close());

describe('the ECB import', () => {
  it('imports the daily CSV: each kept currency both ways, the others named as left out', async () => {
    const result = ok<EcbImportResult>(await importFile(DAILY_CSV));
    expect(result).toEqual({
      days: 1,
      rates: 6,
      replaced: 0,
      firstDay: '2026-11-24',
      lastDay: '2026-11-24',
      currencies: ['CHF', 'GBP', 'USD'],
      skipped: ['JPY'],
    });
    expect(await rateRow('2026-11-24', 'EUR', 'USD')).toEqual({ rate: '1.05430000', source: 'ECB' });
    expect(await rateRow('2026-11-24', 'USD', 'EUR')).toEqual({ rate: '0.94849663', source: 'ECB' });
  });

  it('imports the history CSV, skipping N/A, and the XML', async () => {
    expect(ok<EcbImportResult>(await importFile(HISTORY_CSV, 'eurofxref-hist.csv'))).toMatchObject({
      days: 2,
      rates: 8,
      firstDay: '2026-11-19',
      lastDay: '2026-11-20',
    });
    expect(ok<EcbImportResult>(await importFile(XML, 'eurofxref-daily.xml'))).toMatchObject({
      days: 1,
      rates: 4,
      currencies: ['GBP', 'USD'],
    });
    expect(await rateRow('2026-11-18', 'EUR', 'GBP')).toEqual({ rate: '0.82800000', source: 'ECB' });
  });

  it('replaces a rate already kept for the day and says so', async () => {
    const again = ok<EcbImportResult>(await importFile(XML.replace("rate='1.0400'", "rate='1.0410'")));
    expect(again.replaced).toBe(4);
    expect(await rateRow('2026-11-18', 'EUR', 'USD')).toEqual({ rate: '1.04100000', source: 'ECB' });
  });

  it('refuses a file with a bad line and writes nothing of it', async () => {
    const bad = 'Date,USD,GBP\n2026-11-10,1.0300,0.8200\n2026-11-11,1.03x,0.8200\n2026-13-01,1.0,0.8\n';
    const response = await importFile(bad);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      issues: [
        { path: 'line 3', message: 'USD: "1.03x" is not a rate' },
        { path: 'line 4', message: '"2026-13-01" is not a date' },
      ],
    });
    expect(await rateRow('2026-11-10', 'EUR', 'USD')).toBeUndefined();
  });

  it('refuses what is not an ECB file, and a file of currencies the firm does not keep', async () => {
    expect((await importFile('name,amount\nx,1\n')).status).toBe(400);
    expect((await importFile('Date,JPY\n2026-11-10,160.1\n')).status).toBe(422);
    expect((await importFile('')).status).toBe(400);
    expect((await importFile('Date,USD\n2026-11-10,1.1\0\n')).status).toBe(400);
  });

  it('is refused to a financial assistant, whose rights do not reach the Currencies page', async () => {
    const assistant = await memberOf(api, GROUP.FINANCIAL_ASSISTANTS);
    const response = await call(api, assistant, 'POST', 'exchange-rates/ecb-import', {
      fileName: 'eurofxref.csv',
      content: DAILY_CSV,
    });
    expect(response.status).toBe(403);
  });
});

describe('rates entered by hand', () => {
  it('keeps one rate per pair and day between currencies the firm keeps, marked Manual', async () => {
    const created = ok<{ exchangeRateId: number; source: string; pair: string; rate: string }>(
      await enter('gbp', 'EUR', '1,2025'),
      201,
    );
    expect(created).toMatchObject({ source: 'Manual', pair: 'GBP → EUR', rate: '1.20250000' });
    const twice = await enter('GBP', 'EUR', '1.2');
    expect(twice.status).toBe(422);
    const cross = await enter('USD', 'GBP', '0.79');
    expect(cross.body).toMatchObject({
      issues: [
        { path: 'toCurrency', message: 'Rates are kept against the euro: one of the two must be EUR' },
      ],
    });
    const unknown = await enter('EUR', 'XYZ', '2');
    expect(unknown.body).toMatchObject({
      issues: [{ path: 'toCurrency', message: 'The firm keeps no currency XYZ' }],
    });
    const bad = await enter('EUR', 'USD', '0');
    expect(bad.status).toBe(400);
  });

  it('lists the currencies with the rate a conversion today would use', async () => {
    api.clock.set(new Date('2026-11-25T10:00:00Z'));
    const list = ok<Currency[]>(await call(api, manager, 'GET', 'exchange-rates/currencies'));
    expect(
      list.map((currency) => [currency.code, currency.symbol, currency.latestRate?.rateDate ?? null]),
    ).toEqual([
      ['CHF', 'CHF', '2026-11-24'],
      ['EUR', '€', null],
      ['GBP', '£', '2026-11-24'],
      ['USD', '$', '2026-11-24'],
    ]);
  });
});

describe('the rate of a transaction’s day', () => {
  it('takes the latest rate on or before the day, and names it', async () => {
    const db = api.database.db;
    // A Saturday takes Friday's fixing.
    const saturday = await rateOn(db, 'USD', 'EUR', '2026-11-21');
    expect(saturday).toMatchObject({
      rate: '0.95238095',
      rates: [{ rateDate: '2026-11-20', fromCurrency: 'USD' }],
    });
    // A rate entered by hand for a Saturday is that day's rate.
    expect(await rateOn(db, 'GBP', 'EUR', '2026-11-22')).toMatchObject({
      rate: '1.20250000',
      rates: [{ rateDate: '2026-11-21', fromCurrency: 'GBP', toCurrency: 'EUR' }],
    });
    const euro = await rateOn(db, 'EUR', 'GBP', '2026-11-19');
    expect(euro).toMatchObject({
      rate: '0.82900000',
      rates: [{ rateDate: '2026-11-19', toCurrency: 'EUR' }],
    });
    const cross = await rateOn(db, 'USD', 'GBP', '2026-11-24');
    expect(cross?.rates.map((rate) => rate.toCurrency)).toEqual(['EUR', 'EUR']);
    expect(Number(cross?.rate)).toBeCloseTo(0.8321 / 1.0543, 6);
    expect(await rateOn(db, 'USD', 'EUR', '2026-01-01')).toBeNull();
    expect(await rateOn(db, 'GBP', 'GBP', '2026-01-01')).toMatchObject({ rate: '1.00000000', rates: [] });
  });
});

describe('currencies the firm starts keeping', () => {
  it('adds an ISO 4217 currency once, whose rates the next import keeps', async () => {
    const yen = { code: 'jpy', name: 'Japanese Yen', symbol: '¥', minorUnits: 0 };
    expect(ok<Currency>(await call(api, manager, 'POST', 'exchange-rates/currencies', yen), 201)).toEqual({
      code: 'JPY',
      name: 'Japanese Yen',
      symbol: '¥',
      minorUnits: 0,
      active: true,
      latestRate: null,
    });
    const again = await call(api, manager, 'POST', 'exchange-rates/currencies', yen);
    expect(again.body).toMatchObject({ issues: [{ path: 'code', message: 'The firm already keeps JPY' }] });
    const odd = await call(api, manager, 'POST', 'exchange-rates/currencies', {
      ...yen,
      code: 'YEN1',
      minorUnits: 7,
    });
    expect(odd.status).toBe(400);
    expect(ok<EcbImportResult>(await importFile(DAILY_CSV)).currencies).toContain('JPY');
  });
});

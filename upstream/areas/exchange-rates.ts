import { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { exchangeRateArea } from '@/lib/areas/exchange-rates';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import {
  currencyInputSchema,
  currencySchema,
  ecbImportRequestSchema,
  ecbImportResultSchema,
  type EcbImportResult,
} from '@/lib/contract/exchange-rates';
import { parseEcbFile, type EcbDay } from '@/lib/currencies/ecb-file';
import { AREA_RIGHTS } from '@/lib/rights';
import type { Tx } from '../db/client';
import { currencies, exchangeRates } from '../db/schema';
import { BASE_CURRENCY, euroRateUsedOn } from '../currencies/rate-on';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { mountRoute, readJson, registerArea, unprocessable, type AreaDomain } from '../resources';

/*
 * Exchange rates: one per pair and day, between currencies the firm keeps. Rates entered by hand are
 * marked Manual; the ECB's file is imported whole or not at all, each day's EUR→X with its inverse.
 */

async function check(
  tx: Tx,
  values: { rateDate: string; fromCurrency: string; toCurrency: string },
  id?: number,
) {
  const issues: FieldIssue[] = [];
  if (values.fromCurrency === values.toCurrency)
    issues.push({ path: 'toCurrency', message: 'Choose two different currencies' });
  else if (values.fromCurrency !== BASE_CURRENCY && values.toCurrency !== BASE_CURRENCY)
    issues.push({
      path: 'toCurrency',
      message: 'Rates are kept against the euro: one of the two must be EUR',
    });
  const known = await tx
    .select({ code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, [values.fromCurrency, values.toCurrency]));
  for (const path of ['fromCurrency', 'toCurrency'] as const)
    if (!known.some((row) => row.code === values[path]))
      issues.push({ path, message: `The firm keeps no currency ${values[path]}` });
  const [holder] = await tx
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.rateDate, values.rateDate),
        eq(exchangeRates.fromCurrency, values.fromCurrency),
        eq(exchangeRates.toCurrency, values.toCurrency),
        id ? ne(exchangeRates.id, id) : undefined,
      ),
    );
  if (holder)
    issues.push({
      path: 'rateDate',
      message: `Exchange rate ${holder.id} is already the ${values.fromCurrency} → ${values.toCurrency} rate of that day`,
    });
  if (issues.length > 0) throw unprocessable(issues);
}

const currenciesRoute = guardedRoute(exchangeRateArea.rights.view, {
  method: 'get',
  path: '/exchange-rates/currencies',
  tags: ['exchange-rates'],
  summary: 'The currencies the firm keeps, with the rate a conversion today would use',
  responses: {
    200: {
      description: 'By code',
      content: {
        'application/json': { schema: okEnvelope(z.array(currencySchema).meta({ id: 'Currencies' })) },
      },
    },
  },
});

const addCurrencyRoute = guardedRoute(exchangeRateArea.rights.create, {
  method: 'post',
  path: '/exchange-rates/currencies',
  tags: ['exchange-rates'],
  summary: 'Start keeping a currency (ISO 4217), so that its rates can be entered and imported',
  request: {
    body: {
      content: { 'application/json': { schema: currencyInputSchema.meta({ id: 'CurrencyInput' }) } },
      required: true,
    },
  },
  responses: {
    201: {
      description: 'Kept from now on',
      content: { 'application/json': { schema: okEnvelope(currencySchema.meta({ id: 'Currency' })) } },
    },
    ...errorResponses(400, 422),
  },
});

const importRoute = guardedRoute(AREA_RIGHTS.currencies.importRates, {
  method: 'post',
  path: '/exchange-rates/ecb-import',
  tags: ['exchange-rates'],
  summary: 'Import the ECB reference-rates file (eurofxref CSV or XML)',
  description:
    'Every day of the file for every currency the firm keeps, as EUR→X and its inverse X→EUR, in one ' +
    'transaction: a file with any unreadable line writes nothing (400 naming the lines). A rate already ' +
    'kept for a day and pair is replaced and marked ECB.',
  request: {
    body: {
      content: { 'application/json': { schema: ecbImportRequestSchema.meta({ id: 'EcbImportRequest' }) } },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'Imported',
      content: {
        'application/json': { schema: okEnvelope(ecbImportResultSchema.meta({ id: 'EcbImportResult' })) },
      },
    },
    ...errorResponses(400, 422),
  },
});

const WRITE_BATCH = 500;

/** Writes the file's days for the currencies kept; answers what it did. */
async function importDays(
  tx: Tx,
  days: readonly EcbDay[],
  now: Date,
): Promise<Omit<EcbImportResult, 'skipped'> & { skipped: string[] }> {
  const kept = new Set((await tx.select({ code: currencies.code }).from(currencies)).map((row) => row.code));
  const inFile = new Set(days.flatMap((day) => Object.keys(day.rates)));
  const used = [...inFile].filter((code) => kept.has(code) && code !== BASE_CURRENCY).sort();
  const skipped = [...inFile].filter((code) => !kept.has(code)).sort();
  if (used.length === 0)
    throw unprocessable([
      { path: 'content', message: 'The file has no rates for the currencies the firm keeps' },
    ]);
  const rows = days.flatMap((day) =>
    used.flatMap((code) => {
      const rate = day.rates[code];
      return rate === undefined ? [] : [{ date: day.date, code, rate }];
    }),
  );
  let replaced = 0;
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const batch = rows.slice(start, start + WRITE_BATCH);
    const values = sql.join(
      batch.map((row) => sql`(${row.date}::date, ${row.code}::char(3), ${row.rate}::numeric)`),
      sql`, `,
    );
    // Both directions of each day, the inverse to eight decimals; `xmax <> 0` tells a replaced row.
    const written = await tx.execute(sql`
      with file(rate_date, code, rate) as (values ${values}),
      pairs as (
        select rate_date, 'EUR'::char(3) as from_currency, code as to_currency, rate from file
        union all
        select rate_date, code, 'EUR'::char(3), round(1 / rate, 8) from file)
      insert into ${exchangeRates} (rate_date, from_currency, to_currency, rate, source, created_at, updated_at)
      select rate_date, from_currency, to_currency, rate, 'ECB', ${now}, ${now} from pairs
      on conflict (rate_date, from_currency, to_currency) do update
        set rate = excluded.rate, source = 'ECB', updated_at = excluded.updated_at,
            version = ${exchangeRates}.version + 1
      returning (xmax <> 0) as replaced`);
    replaced += z
      .object({ rows: z.array(z.object({ replaced: z.boolean() })) })
      .parse(written)
      .rows.filter((row) => row.replaced).length;
  }
  const dates = rows.map((row) => row.date).sort();
  return {
    days: new Set(dates).size,
    rates: rows.length * 2,
    replaced,
    firstDay: dates[0] ?? '',
    lastDay: dates.at(-1) ?? '',
    currencies: used,
    skipped,
  };
}

const domain: AreaDomain<typeof exchangeRateArea> = {
  table: exchangeRates,
  columns: { pair: sql<string>`${exchangeRates.fromCurrency} || ' → ' || ${exchangeRates.toCurrency}` },
  check: ({ tx }, values, before) => check(tx, values, before?.exchangeRateId),
  // A rate entered or corrected by hand is the firm's own, whatever it replaced.
  row: (_values, columns) => ({ ...columns, source: 'Manual' }),
  extend(app) {
    mountRoute(app, currenciesRoute, async (c) => {
      const today = c.var.deps.now().toISOString().slice(0, 10);
      const rows = await c.var.deps.database.db
        .select({
          code: currencies.code,
          name: currencies.name,
          symbol: currencies.symbol,
          minorUnits: currencies.minorUnits,
          active: currencies.active,
          latestRate: euroRateUsedOn(sql`${currencies.code}`, sql`${today}::date`),
        })
        .from(currencies)
        .orderBy(asc(currencies.code));
      const data = rows.map((row) => ({
        ...row,
        latestRate: row.latestRate
          ? {
              exchangeRateId: row.latestRate.exchangeRateId,
              rateDate: row.latestRate.rateDate,
              toEuro: row.latestRate.toEuro,
            }
          : null,
      }));
      return c.json({ success: true, data }, 200);
    });
    mountRoute(app, addCurrencyRoute, async (c) => {
      const currency = await readJson(c, currencyInputSchema);
      const { user } = signedIn(c);
      const now = c.var.deps.now();
      await c.var.deps.database.db.transaction(async (tx) => {
        const [added] = await tx
          .insert(currencies)
          .values({ ...currency, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning({ code: currencies.code });
        if (!added)
          throw unprocessable([{ path: 'code', message: `The firm already keeps ${currency.code}` }]);
        await recordAudit(tx, {
          userId: user.userId,
          action: 'insert',
          entity: 'currencies',
          entityId: currency.code,
          after: currency,
          requestId: c.var.requestId,
          at: now,
        });
      });
      return c.json({ success: true, data: { ...currency, active: true, latestRate: null } }, 201);
    });
    mountRoute(app, importRoute, async (c) => {
      const { fileName, content } = await readJson(c, ecbImportRequestSchema);
      const parsed = parseEcbFile(content);
      if (!parsed.ok)
        throw new HttpError(
          400,
          `${fileName} could not be read as an ECB reference-rates file`,
          parsed.problems.map((problem) => ({ path: `line ${problem.line}`, message: problem.message })),
        );
      const { user } = signedIn(c);
      const now = c.var.deps.now();
      const result = await c.var.deps.database.db.transaction(async (tx) => {
        const done = await importDays(tx, parsed.days, now);
        await recordAudit(tx, {
          userId: user.userId,
          action: 'insert',
          entity: exchangeRateArea.path,
          entityId: 'ecb-import',
          after: { fileName, ...done },
          requestId: c.var.requestId,
          at: now,
        });
        return done;
      });
      return c.json({ success: true, data: result }, 200);
    });
  },
};

export function registerExchangeRateRoutes(app: UpstreamApp): void {
  registerArea(app, exchangeRateArea, domain);
}

import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { COUPON_STATE, DISCOUNT_TYPE } from '@/lib/contract/choices';
import { optionalText } from '@/lib/contract/resource';
import { MAX_COUPON_PUBLICATIONS } from '@/lib/areas/limits';
import { publicationRef } from '@/lib/areas/refs';
import { AREA_RIGHTS } from '@/lib/rights';

/** Codes as customers type them, stored upper-case, so that two codes never differ only by case. */
const codeInput = z
  .string({ error: 'Please enter the code' })
  .trim()
  .min(1, 'Please enter the code')
  .transform((code) => code.toUpperCase())
  .refine(
    (code) => /^[A-Z0-9-]{3,32}$/.test(code),
    'Use 3 to 32 letters, digits or hyphens (WELCOME10, SPRING-26)',
  );

const currencyInput = optionalText(3)
  .transform((code) => code?.toUpperCase() ?? null)
  .refine(
    (code) => code === null || /^[A-Z]{3}$/.test(code),
    'Use the three-letter ISO 4217 code (EUR, GBP, USD)',
  );

const isFixed = { field: 'discountType', is: 'fixed' } as const;

/**
 * Discount codes of the web shop (Financial → Coupons). A coupon takes a percentage or a fixed amount
 * in one currency off an order, from a first day to an optional last day, up to a number of uses,
 * on every title or on chosen ones. Its state is worked out from those, never stored.
 */
export const couponArea = defineArea({
  path: 'coupons',
  idParam: 'couponId',
  noun: { one: 'coupon', many: 'coupons' },
  schemaName: 'Coupon',
  href: '/administration/coupons',
  rights: AREA_RIGHTS.coupons,
  titleField: 'code',
  fields: {
    code: field.requiredText('Code', 32, 'Please enter the code', {
      input: codeInput,
      mono: true,
      column: { sort: true },
      search: true,
      form: {
        description: 'Customers may type it in any case; it is kept in capitals.',
        placeholder: 'SPRING-26',
      },
    }),
    description: field.text('Description', 200, { column: true, search: true }),
    state: field.computed('State', z.enum(COUPON_STATE.values), 'enum', {
      choice: COUPON_STATE,
      column: true,
      filter: true,
    }),
    discountType: field.one('Discount', DISCOUNT_TYPE, 'Choose a percentage or a fixed amount', {
      column: true,
      filter: true,
    }),
    percentOff: field.percent('Percent off', {
      column: { sort: true },
      form: { placeholder: '10', visibleWhen: { field: 'discountType', is: 'percent' } },
    }),
    amountOff: field.money('Amount off', 'currency', { column: true, form: { visibleWhen: isFixed } }),
    currency: field.text('Currency', 3, {
      input: currencyInput,
      column: { hidden: true },
      form: { placeholder: 'EUR', description: 'Of the amount off.', visibleWhen: isFixed },
    }),
    validFrom: field.requiredDate('Valid from', 'Please enter the first day it can be used', {
      column: { sort: true },
    }),
    validUntil: field.date('Valid until', {
      column: { sort: true },
      form: { description: 'Empty for no end.' },
    }),
    usageLimit: field.integer(
      'Usage limit',
      { min: 1, max: 10_000_000, message: 'Enter a whole number of uses from 1, or leave it empty' },
      { column: { hidden: true }, form: { description: 'Orders it may be used on; empty for no limit.' } },
    ),
    usageCount: field.computed('Times used', z.number().int(), 'number', { column: { sort: true } }),
    appliesToAll: field.yesNo('All titles', true, {
      column: { hidden: true },
      filter: true,
      form: { description: 'Off: only the publications chosen below.' },
    }),
    publicationIds: field.ids(
      'Publications',
      MAX_COUPON_PUBLICATIONS,
      `At most ${MAX_COUPON_PUBLICATIONS} publications`,
      { audit: false, form: { visibleWhen: { field: 'appliesToAll', is: false } } },
    ),
    publications: field.computed('Publications', z.array(publicationRef), 'text', { audit: true }),
    active: field.yesNo('Active', true, {
      column: { hidden: true },
      form: { description: 'Off: refused at the till whatever its dates.' },
    }),
  },
  list: { defaultSort: 'code', searchHint: 'codes and descriptions' },
  extraReads: ['publications'],
  refine(values, context) {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.discountType === 'percent' && values.percentOff === null)
      issue('percentOff', 'Enter the percentage off');
    if (values.discountType === 'fixed') {
      if (values.amountOff === null) issue('amountOff', 'Enter the amount off');
      if (values.currency === null) issue('currency', 'Enter the currency of the amount');
    }
    if (values.validUntil !== null && values.validUntil < values.validFrom)
      issue('validUntil', 'The last day cannot come before the first');
    if (!values.appliesToAll && values.publicationIds.length === 0)
      issue('publicationIds', 'Choose the publications, or let it apply to all titles');
  },
});

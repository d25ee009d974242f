import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { idFilter } from '@/lib/contract/list-query';
import { optionalText } from '@/lib/contract/resource';
import { AREA_RIGHTS } from '@/lib/rights';

/** A link to where the quote was published, as people paste it. */
const linkInput = optionalText(2_000).refine((link) => {
  if (link === null) return true;
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
}, 'Enter the whole address of the source, starting with https://');

/**
 * Praises (section 1): quotes about a publication or one of its contributors, who said them (name, role, outlet), when and where,
 * in the order they are used. Only rights-cleared praises go into feeds and newsletters.
 */
export const praiseArea = defineArea({
  path: 'praises',
  idParam: 'praiseId',
  noun: { one: 'praise', many: 'praises' },
  schemaName: 'Praise',
  href: '/publications/praises',
  rights: AREA_RIGHTS.praises,
  titleField: 'source',
  fields: {
    source: field.requiredText('Name', 200, 'Please enter who said it', {
      column: { sort: true },
      search: true,
      form: { description: 'A person, or the outlet for an unsigned review.' },
    }),
    quote: {
      ...field.requiredText('Quote', 2_000, 'Please enter the quote', { column: true, search: true }),
      widget: 'textarea' as const,
      form: { wide: true, rows: 3, maxLength: 2_000 },
    },
    publicationTitle: field.computed('Publication', z.string(), 'text', { column: true, audit: true }),
    publicationId: field.ref('Publication', 'Choose the publication the praise is about', { audit: false }),
    contributorName: field.computed('About', z.string().nullable(), 'text', { column: true, audit: true }),
    contributorId: field.optionalRef('About', {
      audit: false,
      form: {
        description:
          'A quote about one of the contributors rather than the book: choose them; empty for the book.',
      },
    }),
    sourceRole: field.text('Role', 200, { form: { placeholder: 'Novelist' } }),
    outlet: field.text('Outlet', 200, { column: true, search: true, form: { placeholder: 'The Observer' } }),
    quotedOn: field.date('Date', { column: { sort: true } }),
    sourceUrl: field.text('Source link', 2_000, {
      input: linkInput,
      form: { placeholder: 'https://', wide: true },
    }),
    rightsCleared: field.yesNo('Rights cleared', false, {
      column: true,
      filter: true,
      form: { description: 'Only cleared praises go into feeds and newsletters.' },
    }),
    position: field.integer(
      'Order',
      { min: 1, max: 999, message: 'Enter a place from 1 to 999' },
      {
        column: { sort: true },
        form: { description: 'Its place among the publication’s praises; 1 first.' },
      },
    ),
  },
  list: {
    defaultSort: '-createdDate',
    searchHint: 'quotes, names, outlets and titles',
    filters: { publicationId: idFilter('Publication') },
  },
});
export type Praise = z.infer<typeof praiseArea.detailSchema>;

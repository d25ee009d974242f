import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import type { Field } from '@/lib/area/field';
import { field } from '@/lib/area/field';
import { contactRef, publicationRef } from '@/lib/areas/refs';
import { SITE_ELEMENT_STATE, SITE_ELEMENT_TYPE } from '@/lib/contract/choices';
import { SITE_ELEMENT_STATES } from '@/lib/contract/enums';
import { versionSchema } from '@/lib/contract/resource';
import {
  checkContent,
  siteElementContentOutput,
  type SiteElementContent,
} from '@/lib/contract/site-element-content';
import { AREA_RIGHTS } from '@/lib/rights';
import { SITE_ELEMENTS_HREF } from './site-element-workflow';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const keyInput = z
  .string({ error: 'Please enter the key' })
  .trim()
  .min(1, 'Please enter the key')
  .max(100, 'A key has at most 100 characters')
  .refine((key) => KEY.test(key), 'Use lower-case letters and digits, words joined by single hyphens');

/** The content as the form edits it: the fields of its type, empty ones as ''. */
type ContentForm = Record<string, unknown>;

/**
 * The element's draft content: an object of its type's fields, checked against the type's schema by the
 * area's `refine` (each issue named `content.…`), edited with the area's own widget.
 */
const content: Field<SiteElementContent, ContentForm, true, false> = {
  label: 'Content',
  output: siteElementContentOutput,
  input: z
    .record(z.string(), z.unknown(), { error: 'Give the content: an object of its type’s fields' })
    .meta({
      description:
        'banner: heading, text, linkUrl, imageFileId; featured-books: heading, publicationIds (1 to 12); ' +
        'author-spotlight: contactId, heading, text',
    }) as unknown as z.ZodType<SiteElementContent, ContentForm>,
  editable: true,
  listed: false,
  empty: {},
  toForm: (value) => ({ ...value }),
  widget: 'custom',
  cell: 'text',
  filter: false,
  search: false,
  csv: false,
  audit: true,
  required: true,
  form: { wide: true },
};

/**
 * Reusable content blocks of the firm's website (CMS → Elements): a home-page banner, featured books, an
 * author spotlight. Each has a key the website asks for, a type, a title for staff and its content; Save
 * keeps the draft, Publish copies it to the version the public content API serves, Unpublish withdraws it.
 */
export const siteElementArea = defineArea({
  path: 'site-elements',
  idParam: 'elementId',
  noun: { one: 'element', many: 'elements' },
  schemaName: 'SiteElement',
  href: SITE_ELEMENTS_HREF,
  rights: AREA_RIGHTS.cms,
  titleField: 'title',
  fields: {
    title: field.requiredText('Title', 200, 'Please enter the title', {
      column: { sort: true },
      search: true,
      form: { description: 'For staff only: the website never shows it.' },
    }),
    key: field.requiredText('Key', 100, 'Please enter the key', {
      input: keyInput,
      mono: true,
      column: { sort: true },
      search: true,
      form: {
        description: 'The name the website asks for it by: lower-case words joined by hyphens.',
        placeholder: 'home-banner',
      },
    }),
    type: field.one('Type', SITE_ELEMENT_TYPE, 'Choose banner, featured books or author spotlight', {
      column: true,
      filter: true,
      form: { description: 'What the element shows. A published element keeps its type.' },
    }),
    state: field.computed('Published', z.enum(SITE_ELEMENT_STATES), 'enum', {
      choice: SITE_ELEMENT_STATE,
      column: true,
      filter: true,
      audit: true,
    }),
    publishedAt: field.computed('Published at', z.string().nullable(), 'date', {
      column: { sort: true },
      audit: true,
    }),
    content,
    publishedContent: field.computed('Published content', siteElementContentOutput.nullable(), 'text'),
    linked: field.computed(
      'Named records',
      z.object({ publications: z.array(publicationRef), contact: contactRef.nullable() }),
      'text',
    ),
  },
  list: { defaultSort: 'key', searchHint: 'titles and keys' },
  extraReads: ['links'],
  recordActions: ['publish', 'unpublish'],
  refine(values, context) {
    checkContent(values.type, values.content, context);
  },
});
export type SiteElement = z.infer<typeof siteElementArea.detailSchema>;

/** Publish and Unpublish carry the version the user saw; a stale one is refused. */
export const siteElementMoveSchema = z.object({ version: versionSchema });

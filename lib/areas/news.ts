import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { contactRef, publicationRef } from '@/lib/areas/refs';
import { NEWS_STATUS } from '@/lib/contract/choices';
import { NEWS_STATUSES } from '@/lib/contract/enums';
import { AREA_RIGHTS } from '@/lib/rights';
import { MAX_NEWS_LINKS, NEWS_HREF } from './news-workflow';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slugInput = z
  .string({ error: 'Please enter the slug' })
  .trim()
  .min(1, 'Please enter the slug')
  .max(100, 'A slug has at most 100 characters')
  .refine((slug) => SLUG.test(slug), 'Use lower-case letters and digits, words joined by single hyphens');

/**
 * News of the firm for its website (CMS → News): a title, a slug for its address, a summary, the body
 * as HTML (sanitised by the API on every write), a header image from the file store (uploaded, replaced
 * or removed by its own route, `image`), and the publications and authors it is about. Its status moves
 * by its own route (`status`).
 */
export const newsArea = defineArea({
  path: 'news',
  idParam: 'newsId',
  noun: { one: 'news item', many: 'news items' },
  schemaName: 'NewsItem',
  href: NEWS_HREF,
  rights: AREA_RIGHTS.cms,
  titleField: 'title',
  fields: {
    title: field.requiredText('Title', 200, 'Please enter the title', {
      column: { sort: true },
      search: true,
    }),
    slug: field.requiredText('Slug', 100, 'Please enter the slug', {
      input: slugInput,
      mono: true,
      column: { sort: true },
      search: true,
      form: {
        description: 'Its address on the website: lower-case words joined by hyphens.',
        placeholder: 'spring-list-2026',
      },
    }),
    status: field.computed('Status', z.enum(NEWS_STATUSES), 'enum', {
      choice: NEWS_STATUS,
      column: true,
      filter: true,
      audit: true,
    }),
    publishedAt: field.computed('Goes live', z.string().nullable(), 'date', {
      column: { sort: true },
      audit: true,
    }),
    summary: field.longText('Summary', 500, {
      search: true,
      form: { description: 'One or two sentences, shown in lists and previews.' },
    }),
    body: field.richText('Body', 100_000, {
      form: {
        description:
          'Paragraphs, headings, lists, quotes, links and emphasis, as readers will see them. Anything else is removed when saved.',
      },
    }),
    imageFileId: field.computed('Header image', z.number().int().nullable(), 'text', { audit: true }),
    publicationIds: field.ids('Publications', MAX_NEWS_LINKS, `At most ${MAX_NEWS_LINKS} publications`, {
      audit: false,
    }),
    publications: field.computed('Publications', z.array(publicationRef), 'text', { audit: true }),
    authorIds: field.ids('Authors', MAX_NEWS_LINKS, `At most ${MAX_NEWS_LINKS} authors`, { audit: false }),
    authors: field.computed('Authors', z.array(contactRef), 'text', { audit: true }),
  },
  list: { defaultSort: '-publishedAt', searchHint: 'titles, slugs and summaries' },
  extraReads: ['links'],
  recordActions: ['status'],
});
export type NewsItem = z.infer<typeof newsArea.detailSchema>;

export const newsStatusRequestSchema = z.object({
  status: z.enum(NEWS_STATUSES, { error: 'Choose draft, scheduled, published or archived' }),
  publishAt: z.iso
    .datetime({ offset: true, error: 'Give the time it goes live, as 2026-05-01T09:00:00Z' })
    .optional(),
  version: z.number().int().min(1),
});
export type NewsStatusRequest = z.infer<typeof newsStatusRequestSchema>;

/** Publications and authors a news item can name, found by title, ISBN or name. */
export const newsLinkSchema = z.object({
  publications: z.array(publicationRef),
  authors: z.array(contactRef),
});

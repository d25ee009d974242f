import { z } from 'zod';
import { MAX_FEATURED_BOOKS } from '@/lib/areas/site-element-workflow';
import { SITE_ELEMENT_TYPES, type SiteElementType } from './enums';
import { optionalText, requiredText } from './resource';
import { recordId, safeText } from './safe-input';

/*
 * The content of each type of website element, checked on every save (400 naming the field, as
 * `content.heading`) and stored as it was read: trimmed, empty text as null, unknown keys dropped.
 */

const heading = requiredText(120, 'Please enter the heading');

/** An address on the web (http or https), or a path of the firm's own site (`/books/spring`). */
const linkUrl = safeText({ error: 'Give the link as https://… or as a path from /' })
  .trim()
  .max(2000, 'A link has at most 2000 characters')
  .nullish()
  .transform((value) => value || null)
  .refine((value) => {
    if (value === null) return true;
    if (/^\/(?!\/)\S*$/.test(value)) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
    } catch {
      return false;
    }
  }, 'Give the link as https://… or as a path from /');

const imageFileId = z
  .union([recordId('Give the number of a stored image'), z.literal(''), z.null()], {
    error: 'Give the number of a stored image',
  })
  .optional()
  .transform((value) => (typeof value === 'number' ? value : null));

export const bannerContentSchema = z.object({
  heading,
  text: optionalText(500),
  linkUrl,
  imageFileId,
});

export const featuredBooksContentSchema = z.object({
  heading,
  publicationIds: z
    .array(recordId(), { error: 'Choose the books it features' })
    .min(1, 'Choose at least one book')
    .max(MAX_FEATURED_BOOKS, `At most ${MAX_FEATURED_BOOKS} books`)
    .transform((chosen) => [...new Set(chosen)]),
});

export const authorSpotlightContentSchema = z.object({
  contactId: recordId('Choose the author'),
  heading,
  text: requiredText(2000, 'Please write a few words about the author'),
});

export type BannerContent = z.infer<typeof bannerContentSchema>;
export type FeaturedBooksContent = z.infer<typeof featuredBooksContentSchema>;
export type AuthorSpotlightContent = z.infer<typeof authorSpotlightContentSchema>;
export type SiteElementContent = BannerContent | FeaturedBooksContent | AuthorSpotlightContent;

/** Each type's content schema. */
export const SITE_ELEMENT_CONTENT: Record<SiteElementType, z.ZodType<SiteElementContent, unknown>> = {
  banner: bannerContentSchema,
  'featured-books': featuredBooksContentSchema,
  'author-spotlight': authorSpotlightContentSchema,
};

/** The content as stored, of any type (each type's output). */
export const siteElementContentOutput = z.union([
  z.object({
    heading: z.string(),
    text: z.string().nullable(),
    linkUrl: z.string().nullable(),
    imageFileId: z.number().int().nullable(),
  }),
  z.object({ heading: z.string(), publicationIds: z.array(z.number().int()) }),
  z.object({ contactId: z.number().int(), heading: z.string(), text: z.string() }),
]);

/**
 * Checks `content` against the schema of `type`, adding each issue under `content.…`; answers the
 * content as it is stored, or null when it is refused.
 */
export function checkContent(
  type: SiteElementType,
  content: unknown,
  context?: z.RefinementCtx,
): SiteElementContent | null {
  const parsed = SITE_ELEMENT_CONTENT[type].safeParse(content);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    context?.addIssue({ code: 'custom', path: ['content', ...issue.path], message: issue.message });
  return null;
}

/** What the website reads of a published element: its content with books and author by name. */
export const publicElementSchema = z.object({
  key: z.string(),
  type: z.enum(SITE_ELEMENT_TYPES),
  publishedAt: z.string().meta({ description: 'When this version went live (ISO 8601, UTC)' }),
  content: z.union([
    z
      .object({
        heading: z.string(),
        text: z.string().nullable(),
        linkUrl: z.string().nullable(),
        imageFileId: z.number().int().nullable(),
      })
      .meta({ id: 'PublicBannerContent' }),
    z
      .object({
        heading: z.string(),
        books: z.array(z.object({ title: z.string(), isbn: z.string() })),
      })
      .meta({ id: 'PublicFeaturedBooksContent' }),
    z
      .object({ heading: z.string(), text: z.string(), author: z.object({ name: z.string() }) })
      .meta({ id: 'PublicAuthorSpotlightContent' }),
  ]),
});
export type PublicElement = z.infer<typeof publicElementSchema>;

export const publicElementKeyParams = z.object({
  key: safeText()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a key')
    .meta({ description: 'The element’s key' }),
});

export const publicElementsQuery = z.object({
  type: z
    .enum(SITE_ELEMENT_TYPES, {
      error: 'Choose banner, featured-books or author-spotlight',
    })
    .optional()
    .meta({ description: 'Only elements of this type' }),
});

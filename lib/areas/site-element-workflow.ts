/*
 * Website elements as plain data the browser reads too: where the screens live, and how many books a
 * featured-books element shows at most. The content's schemas are in lib/contract/site-element-content.ts.
 */

export const SITE_ELEMENTS_HREF = '/cms/elements';

export const MAX_FEATURED_BOOKS = 12;

/** The address the website reads a published element at, through the web app. */
export const publicElementHref = (key: string): string => `/api/public/elements/${encodeURIComponent(key)}`;

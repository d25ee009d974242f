import { optionalText } from './resource';

/**
 * The elements of EDItEUR's ONIX XHTML subset (ONIX_XHTML_Subset.xsd for ONIX 3.0, its abstract
 * substitution groups left out): the markup retailers take in a publication's descriptive texts.
 */
export const ONIX_XHTML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'a abbr acronym address area b bdo big blockquote br caption cite code col colgroup dd dfn div dl dt ' +
    'em h1 h2 h3 h4 h5 h6 hr i img kbd li map ol p pre q rb rbc rp rt rtc ruby samp small span strong sub ' +
    'sup table tbody td tfoot th thead tr tt ul var'
  ).split(' '),
);

const TAG = /<\/?([a-z][a-z0-9:-]*)/gi;

/** The first element named in the text that the subset lacks, lower-cased; null when all are in it. */
export function elementOutsideOnixSubset(text: string): string | null {
  for (const [, name = ''] of text.matchAll(TAG)) {
    const element = name.toLowerCase();
    if (!ONIX_XHTML_ELEMENTS.has(element)) return element;
  }
  return null;
}

/**
 * The same test for PostgreSQL's case-insensitive `~*`: a tag whose element is not in the subset, so that
 * the data-quality checker finds what was stored before the rule or around the API.
 */
export const OUTSIDE_ONIX_SUBSET_PATTERN = `<(?!/?(?:${[...ONIX_XHTML_ELEMENTS].join('|')})(?![a-z0-9:-]))/?[a-z]`;

/** A descriptive text for the feeds: optional, at most `max` characters, its markup within the subset. */
export const onixText = (max: number) =>
  optionalText(max).superRefine((value, context) => {
    const element = value === null ? null : elementOutsideOnixSubset(value);
    if (element) {
      context.addIssue({
        code: 'custom',
        message: `<${element}> is not in ONIX’s XHTML subset, which retailers take: use p, br, em, strong, ul, ol, li and the like`,
      });
    }
  });

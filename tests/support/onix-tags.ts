import { ONIX_SHORT_TAGS } from '@/lib/exports/onix-short-tags';
import { ONIX_NAMESPACE } from '@/upstream/exports/onix';
import { ONIX_SHORT_NAMESPACE } from '@/upstream/exports/onix-short';

const REFERENCE_OF = new Map(Object.entries(ONIX_SHORT_TAGS).map(([reference, short]) => [short, reference]));

/**
 * A short-tag ONIX message renamed back to reference tags, so that EDItEUR's reference schema can
 * judge it (the short-tag schema is not among the standards the project ships). A short tag the
 * schema does not name is kept as it is, and the schema then refuses it.
 */
export function referenceTagsOf(xml: string): string {
  return xml
    .replace(/<(\/?)([A-Za-z0-9]+)(?=[\s/>])/g, (tag, slash: string, name: string) => {
      const reference = REFERENCE_OF.get(name);
      return reference ? `<${slash}${reference}` : tag;
    })
    .replace(`xmlns="${ONIX_SHORT_NAMESPACE}"`, `xmlns="${ONIX_NAMESPACE}"`);
}

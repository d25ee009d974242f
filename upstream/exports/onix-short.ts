import { ONIX_SHORT_TAGS } from '@/lib/exports/onix-short-tags';
import type { TextSink } from './sink';

/*
 * ONIX 3.0 in short tags, for recipients whose systems read only those: the same message as the
 * reference one, each element renamed as EDItEUR's schema names it (`ONIX_SHORT_TAGS`) and the
 * short-tag namespace on the root. Only tag names change: attributes, code values and text are one.
 */

export const ONIX_SHORT_NAMESPACE = 'http://ns.editeur.org/onix/3.0/short';

// A start or end tag's name. Text and attribute values never hold a bare `<` (`xmlText` escapes it),
// and the XML declaration's `<?` is no name.
const TAG_NAME = /<(\/?)([A-Za-z]+)(?=[\s/>])/g;

/** Reference-tag ONIX text → the same in short tags. An element the schema does not name is a bug, and throws. */
export function toShortTags(xml: string, referenceNamespace: string): string {
  return xml
    .replace(TAG_NAME, (_tag, slash: string, name: string) => {
      const short = ONIX_SHORT_TAGS[name];
      if (!short) throw new Error(`ONIX element ${name} has no short tag`);
      return `<${slash}${short}`;
    })
    .replace(`xmlns="${referenceNamespace}"`, `xmlns="${ONIX_SHORT_NAMESPACE}"`);
}

/** A sink that writes what it is given in short tags. */
export function shortTagSink(sink: TextSink, referenceNamespace: string): TextSink {
  return { write: (text) => sink.write(toShortTags(text, referenceNamespace)) };
}

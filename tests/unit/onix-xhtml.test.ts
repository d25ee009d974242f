import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicationArea } from '@/lib/areas/publications';
import { ONIX_XHTML_ELEMENTS, elementOutsideOnixSubset, onixText } from '@/lib/contract/onix-xhtml';
import { onixSchemaDir } from '../support/onix-schema';

/** The concrete elements EDItEUR's subset schema declares (abstract substitution groups and comments left out). */
function declaredElements(): string[] {
  const xsd = readFileSync(path.join(onixSchemaDir(), 'ONIX_XHTML_Subset.xsd'), 'utf8').replace(
    /<!--[\s\S]*?-->/g,
    '',
  );
  return [...xsd.matchAll(/<xs:element name="([a-z0-9]+)"([^>]*)>/g)]
    .filter(([, , attributes = '']) => !attributes.includes('abstract="true"'))
    .map(([, name = '']) => name);
}

describe('the ONIX XHTML subset', () => {
  it('is the element list of EDItEUR’s schema', () => {
    expect([...ONIX_XHTML_ELEMENTS].sort()).toEqual([...new Set(declaredElements())].sort());
  });

  it('finds the first element outside it, whatever its case, and passes text and markup within it', () => {
    expect(elementOutsideOnixSubset('<p>A <em>fine</em> book.</p><ul><li>One</li></ul>')).toBeNull();
    expect(elementOutsideOnixSubset('Ages 8 < 12, and 3<4')).toBeNull();
    expect(elementOutsideOnixSubset('<p>Read <font color="red">this</font></p>')).toBe('font');
    expect(elementOutsideOnixSubset('<P>Fine</P><SCRIPT>alert(1)</SCRIPT>')).toBe('script');
    expect(elementOutsideOnixSubset('<p>Closing only</p></iframe>')).toBe('iframe');
  });

  it('refuses such markup in a description with a message naming the element', () => {
    const refused = onixText(2_000).safeParse('<p>A story</p><style>p{}</style>');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      '<style> is not in ONIX’s XHTML subset, which retailers take: use p, br, em, strong, ul, ol, li and the like',
    );
    expect(onixText(2_000).parse('  <p>Kept</p>  ')).toBe('<p>Kept</p>');
    expect(onixText(2_000).parse('')).toBeNull();
  });

  it('guards every descriptive text of a publication', () => {
    const { fields } = publicationArea;
    for (const name of ['shortDescription', 'description', 'tableOfContents'] as const) {
      expect(fields[name].input.safeParse('<p>Fine</p>').success, name).toBe(true);
      expect(fields[name].input.safeParse('<marquee>No</marquee>').success, name).toBe(false);
    }
  });
});

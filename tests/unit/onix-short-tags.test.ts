import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONIX_SHORT_TAGS } from '@/lib/exports/onix-short-tags';
import { ONIX_NAMESPACE } from '@/upstream/exports/onix';
import { toShortTags } from '@/upstream/exports/onix-short';
import { referenceSchemaFile, shortTagsModule, shortTagsOf, SHORT_TAGS_MODULE } from '@/scripts/onix-tag-map';
import { referenceTagsOf } from '../support/onix-tags';

const schema = referenceSchemaFile(process.cwd());

describe.skipIf(!schema)('the short tags', () => {
  it('are the ones EDItEUR’s schema gives its elements (`npm run onix-short-tags` writes them)', () => {
    const tags = shortTagsOf(readFileSync(schema ?? '', 'utf8'));
    expect(tags.size).toBeGreaterThan(500);
    expect(readFileSync(path.join(process.cwd(), SHORT_TAGS_MODULE), 'utf8')).toBe(shortTagsModule(tags));
  });
});

describe('a message in short tags', () => {
  const reference =
    `<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="${ONIX_NAMESPACE}">\n` +
    '<Product><RecordReference>firm.1</RecordReference><NotificationType>03</NotificationType>' +
    '<CollateralDetail><TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience>' +
    '<Text textformat="02">&lt;p&gt;Product &amp; Text&lt;/p&gt;</Text></TextContent></CollateralDetail>' +
    '<DescriptiveDetail><NoContributor/></DescriptiveDetail></Product>\n</ONIXMessage>\n';

  it('renames every element and the namespace, and nothing else', () => {
    const short = toShortTags(reference, ONIX_NAMESPACE);
    expect(short).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<ONIXmessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/short">\n' +
        '<product><a001>firm.1</a001><a002>03</a002>' +
        '<collateraldetail><textcontent><x426>03</x426><x427>00</x427>' +
        '<d104 textformat="02">&lt;p&gt;Product &amp; Text&lt;/p&gt;</d104></textcontent></collateraldetail>' +
        '<descriptivedetail><n339/></descriptivedetail></product>\n</ONIXmessage>\n',
    );
    expect(referenceTagsOf(short)).toBe(reference);
  });

  it('refuses an element ONIX does not have, rather than send it unrenamed', () => {
    expect(() => toShortTags('<Product><Colophon>1</Colophon></Product>', ONIX_NAMESPACE)).toThrow(
      'ONIX element Colophon has no short tag',
    );
  });

  it('gives each element its own short tag', () => {
    const shorts = Object.values(ONIX_SHORT_TAGS);
    expect(new Set(shorts).size).toBe(shorts.length);
  });
});

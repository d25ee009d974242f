import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import { RECIPIENTS, type Recipient } from '@/lib/exports/recipients';
import { formatNumber } from '@/lib/format';
import { PlainTable } from './plain-table';

const SUBJECT: Record<Recipient['rules']['subject'], string> = {
  thema: 'a main Thema subject',
  bisac: 'a main BISAC subject',
  'thema-or-bisac': 'a main Thema or BISAC subject',
};

/** What the pre-flight asks of a record for this recipient, in words. */
function requirements({ rules }: Recipient): string[] {
  const { min, max } = rules.descriptionLength;
  return [
    'a valid ISBN and a title',
    ...(rules.contributor ? ['a contributor'] : []),
    `a price in ${rules.currencies.join(', ')}`,
    `a description of ${formatNumber(min)}–${formatNumber(max)} characters`,
    SUBJECT[rules.subject],
    ...(rules.cover
      ? [`a JPEG or PNG cover of at least ${rules.cover.widthPx} × ${rules.cover.heightPx} px`]
      : []),
    ...(rules.publicationDate ? ['a publication date matching the status'] : []),
  ];
}

/** The declared recipients and their rules, so a blocked title's reason can be read against them. */
export function RecipientsTable() {
  return (
    <PlainTable
      caption="The recipients of the firm’s metadata and what each takes"
      headers={['Recipient', 'Takes', 'Requires', 'File', 'Delivery']}
    >
      {RECIPIENTS.map((recipient) => (
        <tr key={recipient.key} className="border-b align-top last:border-0">
          <th scope="row" className="px-3 py-2 text-left font-normal">
            <div className="font-medium">{recipient.name}</div>
            <div className="text-xs text-muted-foreground">{recipient.description}</div>
          </th>
          <td className="px-3 py-2">
            {recipient.formats.map((format) => choiceLabel(PUBLICATION_FORMAT, format)).join(', ')}
            <div className="text-xs text-muted-foreground">
              Sold in{' '}
              {recipient.territories.map((code) => (code === 'WORLD' ? 'the world' : code)).join(', ')}
            </div>
          </td>
          <td className="px-3 py-2 text-xs">{requirements(recipient).join('; ')}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            ONIX 3.0, {recipient.tags === 'short' ? 'short tags' : 'reference tags'}
            <div className="text-xs text-muted-foreground">
              {recipient.mode === 'delta' ? 'Changes since the last run' : 'The full catalogue'}
            </div>
          </td>
          <td className="px-3 py-2">
            {recipient.delivery === 'drop-box' ? 'Download, and its drop box' : 'Download'}
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}

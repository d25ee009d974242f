import type { AnyArea } from '@/lib/area/define-area';
import { commissioningArea } from '@/lib/areas/commissionings';
import { contractArea } from '@/lib/areas/contracts';
import { invoiceArea } from '@/lib/areas/invoices';
import { newsArea } from '@/lib/areas/news';
import { publicationArea } from '@/lib/areas/publications';
import { mentionedNames } from '@/lib/contract/comment-limits';
import { defaultRightsForGroups, formatRight, meetsGuard } from '@/lib/rights';
import { commentMentions, comments } from '../schema';
import type { SeedContext } from './context';
import { addDays, at } from './dates';
import type { RowOf } from './insert';
import type { StaffResult } from './staff';
import { STAFF } from './staff-list';

/** A comment of the demo: who wrote it, how many days before today, at which minute of the day. */
type DemoComment = [userName: string, daysAgo: number, minute: number, body: string];

/** The demo's threads, each on the first record of its area; ids of records that are not there are skipped. */
export interface CommentedRecords {
  commissioningId?: number;
  contractId?: number;
  newsId?: number;
  invoiceId?: number;
  publicationId?: number;
}

function threads(records: CommentedRecords): [AnyArea, number | undefined, DemoComment[]][] {
  return [
    [
      commissioningArea,
      records.commissioningId,
      [
        [
          'editor',
          6,
          9 * 60 + 40,
          '@cassistant could you chase the sample chapters? I would like them before the acquisitions meeting.',
        ],
        ['cassistant', 5, 14 * 60 + 5, 'Done, @editor: the agent promises them by Friday.'],
        ['admin', 1, 11 * 60, 'Thanks both. @editor tell me if the advance needs to move.'],
      ],
    ],
    [
      contractArea,
      records.contractId,
      [
        [
          'editor',
          3,
          10 * 60 + 15,
          '@admin this one is ready to countersign once the instalments are checked.\n@finance could you look at them?',
        ],
        ['admin', 0, 8 * 60 + 30, 'I will sign it this afternoon.'],
      ],
    ],
    [
      newsArea,
      records.newsId,
      [
        ['content', 2, 9 * 60, '@admin can you check the headline before we schedule it?'],
        ['admin', 2, 12 * 60 + 20, 'Looks good to me, @content.'],
      ],
    ],
    [
      invoiceArea,
      records.invoiceId,
      [
        [
          'fassistant',
          4,
          15 * 60,
          '@finance the customer asks for a copy with their purchase order number on it. Shall I credit and reissue it?',
        ],
        [
          'finance',
          4,
          16 * 60 + 45,
          'No need, @fassistant: send the PDF again with the number in the email.',
        ],
      ],
    ],
    [
      publicationArea,
      records.publicationId,
      [
        [
          'designer',
          1,
          13 * 60 + 10,
          '@editor the cover proof is in the files; the spine grew with the new page count.',
        ],
      ],
    ],
  ];
}

/**
 * A few threads with mentions on demo records, written as the API writes them: a mention only of a
 * colleague who may see the record (by their groups' default rights), read when it is older than three days.
 */
export function generateComments(
  context: SeedContext,
  staff: StaffResult,
  records: CommentedRecords,
): { comments: RowOf<typeof comments>[]; mentions: RowOf<typeof commentMentions>[] } {
  const groupsOf = new Map(STAFF.map((member) => [member.userName, member.groups]));
  const mayRead = (userName: string, area: AnyArea) => {
    const groups = groupsOf.get(userName) ?? [];
    return meetsGuard({ groups, rights: defaultRightsForGroups(groups).map(formatRight) }, area.rights.view);
  };
  const rows: RowOf<typeof comments>[] = [];
  const mentions: RowOf<typeof commentMentions>[] = [];
  for (const [area, recordId, thread] of threads(records)) {
    if (recordId === undefined) continue;
    for (const [userName, daysAgo, minute, body] of thread) {
      const authorId = staff.ids.get(userName);
      if (authorId === undefined || !mayRead(userName, area)) continue;
      const written = at(addDays(context.today, -daysAgo), minute);
      const id = rows.length + 1;
      rows.push({ id, area: area.path, recordId, authorId, body, createdAt: written, updatedAt: written });
      for (const name of mentionedNames(body)) {
        const userId = staff.ids.get(name);
        if (userId === undefined || userId === authorId || !mayRead(name, area)) continue;
        mentions.push({
          commentId: id,
          userId,
          readAt: daysAgo > 3 ? at(addDays(context.today, -3), 9 * 60) : null,
        });
      }
    }
  }
  return { comments: rows, mentions };
}

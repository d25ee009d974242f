import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  authorAccounts,
  authorProposals,
  contacts,
  proposals,
  royaltyRuns,
  royaltyStatements,
  users,
} from '../schema';
import type { SeedContext } from './context';
import { addDays, at } from './dates';
import { FileRegistry, MIME } from './files';
import { receiptPdf } from './receipt-pdf';

/*
 * The authors area of the demo: the `author` account is the contact with the largest payment on the
 * locked royalty run (so they have contracts, a statement to download and sales), and has sent two
 * proposals of their own, one still waiting and one being read.
 */

const SAMPLE_TITLE = 'The Lantern Keepers';

/** The sample chapter of the author's proposal under review, a real PDF; registered with the other files. */
export function addAuthorSample(
  context: SeedContext,
  files: FileRegistry,
  authorUserId: number | null,
): number {
  const createdAt = at(addDays(context.today, -40), 10 * 60 + 5);
  const content = receiptPdf([
    `${SAMPLE_TITLE}: sample chapter`,
    'Chapter One. The light at Skerry Head',
    'The keeper climbed the hundred and twelve steps at dusk,',
    'as his father had, and his father before him.',
  ]);
  return files.add({
    name: 'lantern-keepers-sample.pdf',
    mimeType: MIME.pdf,
    uploadedById: authorUserId,
    createdAt,
    content,
  });
}

/** Links the account, names it after the contact, and writes the author's proposals; answers rows per table. */
export async function seedAuthorArea(
  tx: Tx,
  context: SeedContext,
  authorUserId: number,
  sampleFileId: number,
): Promise<Record<string, number>> {
  const [chosen] = await tx
    .select({ contactId: royaltyStatements.contactId })
    .from(royaltyStatements)
    .innerJoin(
      royaltyRuns,
      and(eq(royaltyRuns.id, royaltyStatements.runId), eq(royaltyRuns.status, 'locked')),
    )
    .innerJoin(contacts, eq(contacts.id, royaltyStatements.contactId))
    .where(sql`'author' = any(${contacts.roles})`)
    .groupBy(royaltyStatements.contactId)
    .orderBy(sql`max(${royaltyStatements.payable}) desc`, sql`count(*) desc`, royaltyStatements.contactId)
    .limit(1);
  if (!chosen) return { author_accounts: 0, author_proposals: 0 };
  const { contactId } = chosen;
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact) return { author_accounts: 0, author_proposals: 0 };
  const linkedAt = at(addDays(context.today, -200), 9 * 60);
  await tx
    .insert(authorAccounts)
    .values({ userId: authorUserId, contactId, createdAt: linkedAt, updatedAt: linkedAt });
  await tx
    .update(users)
    .set({ firstName: contact.firstName ?? contact.lastName, lastName: contact.lastName })
    .where(eq(users.id, authorUserId));

  const authorName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const email = contact.email ?? `${authorName.toLowerCase().replace(/[^a-z]+/g, '.')}@post.example`;
  const sent = [
    {
      title: SAMPLE_TITLE,
      synopsis:
        'Three generations of lighthouse keepers on a Hebridean rock, and the night the light went out.',
      genre: 'Literary fiction',
      wordCount: 94_000,
      manuscriptFileId: sampleFileId,
      status: 'under_review' as const,
      daysAgo: 40,
    },
    {
      title: 'Salt and Slate',
      synopsis: 'Essays on the working coastlines of the north, from the herring boom to the wind farms.',
      genre: 'Essays',
      wordCount: 61_000,
      manuscriptFileId: null,
      status: 'received' as const,
      daysAgo: 3,
    },
  ];
  for (const proposal of sent) {
    const createdAt = at(addDays(context.today, -proposal.daysAgo), 10 * 60 + 5);
    const { daysAgo: _daysAgo, ...fields } = proposal;
    const [row] = await tx
      .insert(proposals)
      .values({ ...fields, authorName, email, createdAt, updatedAt: createdAt })
      .returning({ id: proposals.id });
    if (!row) continue;
    await tx
      .insert(authorProposals)
      .values({ proposalId: row.id, contactId, submittedById: authorUserId, submittedAt: createdAt });
  }
  return { author_accounts: 1, author_proposals: sent.length };
}

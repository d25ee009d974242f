import type { AuthorProposalInput } from '@/lib/contract/author';
import { authorProposals, contacts, proposals } from '../db/schema';
import { saveFile } from '../files/save-file';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { HttpError } from '../platform/http-error';
import { eq } from 'drizzle-orm';
import { accountEmail, authorContactId } from './read';

export interface Submission {
  userId: number;
  input: AuthorProposalInput;
  sample: { name: string; bytes: Uint8Array };
  requestId: string;
}

/**
 * An author's proposal: the sample stored first (its type read from its bytes), then the proposal, in the
 * firm's CMS as received, and the author's claim on it, in one transaction with their audit entries.
 */
export async function submitProposal(deps: UpstreamDeps, submission: Submission): Promise<number> {
  const { db } = deps.database;
  const { userId, input, requestId } = submission;
  const contactId = await authorContactId(db, userId);
  if (contactId === null)
    throw new HttpError(422, 'Your account is not linked to an author’s record yet: ask the firm to link it');
  const { file } = await saveFile(deps, { ...submission.sample, userId, requestId });
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  const authorName = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  const email = contact?.email ?? (await accountEmail(db, userId));
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .insert(proposals)
      .values({
        title: input.title,
        authorName,
        email,
        synopsis: input.synopsis,
        genre: input.genre ?? null,
        wordCount: input.wordCount ?? null,
        manuscriptFileId: file.fileId,
        status: 'received',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!proposal) throw new Error('The proposal was not stored');
    const [claim] = await tx
      .insert(authorProposals)
      .values({ proposalId: proposal.id, contactId, submittedById: userId, submittedAt: now })
      .returning();
    const audit = { userId, action: 'insert' as const, requestId, at: now };
    await recordAudit(tx, { ...audit, entity: 'proposals', entityId: proposal.id, after: proposal });
    await recordAudit(tx, { ...audit, entity: 'author_proposals', entityId: proposal.id, after: claim });
    return proposal.id;
  });
}

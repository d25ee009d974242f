import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { DECISIONS, canMoveProposal } from '@/lib/areas/proposal-workflow';
import {
  proposalArea,
  proposalEditorSchema,
  proposalStatusRequestSchema,
  type Proposal,
} from '@/lib/areas/proposals';
import { PROPOSAL_STATUS } from '@/lib/contract/choices';
import { okEnvelope } from '@/lib/contract/envelope';
import type { ProposalStatus } from '@/lib/contract/enums';
import { SLOT_FILE_TYPES, slotTypesText } from '@/lib/contract/file-slots';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { commissioningStatusChanges, commissionings, proposals } from '../db/schema';
import { fileFactsColumn } from '../files/file-rows';
import { registerSlotRoutes } from '../files/slot-routes';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { mountRoute, readId, readJson, registerArea, type WriteContext } from '../resources';
import { activeEditors, takenTitles } from './commissionings';

/*
 * Proposals: a sample uploaded by its own route (`/proposals/{proposalId}/sample`, a PDF or Word
 * document), and the triage's moves with their reasons. Accepting one
 * creates its commissioning (a proposal in the pipeline) under the rules every commissioning keeps: a
 * title of its own, and an active commissioning editor (the proposal's, or the one accepting).
 */

const commissioning = sql`(select json_build_object('commissioningId', c.id, 'commissioningTitle', c.title,
    'status', c.status, 'createdDate', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD'))
  from ${commissionings} c where c.proposal_id = ${qualified(proposals.id)} order by c.id limit 1)`;

/**
 * The editor of the commissioning an accepted proposal becomes, as any commissioning's must be: an
 * active commissioning editor: the one chosen on accepting, else the proposal's assigned editor, else the
 * one accepting it; else refused.
 */
async function commissioningEditorFor(
  tx: Tx,
  chosen: number | undefined,
  assigned: number | null,
  accepting: number,
): Promise<number> {
  const editors = new Set((await activeEditors(tx)).map((editor) => editor.id));
  if (chosen !== undefined && !editors.has(chosen))
    throw new HttpError(422, 'Choose an active commissioning editor', [
      { path: 'editorId', message: 'Choose an active commissioning editor' },
    ]);
  const editorId = [chosen, assigned, accepting].find(
    (id) => id !== undefined && id !== null && editors.has(id),
  );
  if (editorId === undefined || editorId === null)
    throw new HttpError(422, 'A commissioning needs an active commissioning editor: choose one', [
      { path: 'editorId', message: 'Choose the commissioning editor' },
    ]);
  return editorId;
}

async function moveStatus(
  { tx, user, now }: WriteContext,
  id: number,
  before: Proposal,
  to: ProposalStatus,
  reason: string | undefined,
  chosenEditor?: number,
): Promise<void> {
  if (!canMoveProposal(before.status, to))
    throw new HttpError(
      422,
      `A proposal cannot move from ${PROPOSAL_STATUS.labels[before.status]} to ${PROPOSAL_STATUS.labels[to]}`,
      [{ path: 'status', message: 'This move is not in the triage' }],
    );
  const decided = DECISIONS.includes(to);
  if (decided && !reason)
    throw new HttpError(422, 'Give the reason, as it will be told to the author', [
      { path: 'reason', message: 'Give the reason' },
    ]);
  const [row] = await tx
    .update(proposals)
    .set({ status: to, decisionReason: decided ? reason : null, decidedAt: decided ? now : null })
    .where(eq(proposals.id, id))
    .returning({ assignedEditorId: proposals.assignedEditorId, synopsis: proposals.synopsis });
  if (to !== 'accepted') return;
  const editorId = await commissioningEditorFor(tx, chosenEditor, row?.assignedEditorId ?? null, user.userId);
  const holder = (await takenTitles(tx, [before.title])).get(before.title.trim().toLowerCase());
  if (holder !== undefined)
    throw new HttpError(422, `Commissioning ${holder} already has this title: retitle the proposal first`, [
      { path: 'title', message: `Commissioning ${holder} already has this title` },
    ]);
  const [created] = await tx
    .insert(commissionings)
    .values({
      title: before.title,
      editorId,
      proposalId: id,
      synopsis: row?.synopsis ?? null,
      status: 'proposal',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: commissionings.id });
  if (created)
    await tx.insert(commissioningStatusChanges).values({
      commissioningId: created.id,
      fromStatus: null,
      toStatus: 'proposal',
      changedById: user.userId,
      changedAt: now,
    });
}

const statusRoute = guardedRoute(proposalArea.rights.update, {
  method: 'post',
  path: '/proposals/{proposalId}/status',
  tags: ['proposals'],
  summary: 'Triage a proposal: review, shortlist, accept or decline it',
  description:
    'new → under review → shortlisted → accepted or declined; a declined one may be reviewed again. Accepting ' +
    'and declining need a `reason`. Accepting creates the commissioning (a proposal in the pipeline), linked ' +
    'as `commissioning`.',
  request: {
    params: z.object({ proposalId: z.string().meta({ description: 'The proposal’s id' }) }),
    body: {
      content: {
        'application/json': { schema: proposalStatusRequestSchema.meta({ id: 'ProposalStatusRequest' }) },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'The proposal as it now is',
      content: { 'application/json': { schema: okEnvelope(proposalArea.detailSchema) } },
    },
  },
});

const editorsRoute = guardedRoute(proposalArea.rights.update, {
  method: 'get',
  path: '/proposals/editors',
  tags: ['proposals'],
  summary: 'The active commissioning editors, one of whom takes an accepted proposal',
  responses: {
    200: {
      description: 'By last name',
      content: { 'application/json': { schema: okEnvelope(z.array(proposalEditorSchema)) } },
    },
  },
});

export function registerProposalRoutes(app: UpstreamApp): void {
  const resource = registerArea(app, proposalArea, {
    table: proposals,
    columns: {
      decisionReason: proposals.decisionReason,
      commissioning,
      sample: fileFactsColumn(proposals.manuscriptFileId),
      receivedAt: sql<string>`to_char(${proposals.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    },
    sorts: { receivedAt: sql`${proposals.createdAt}` },
    // Before the record's own routes, which would read `editors` as an id.
    extend(api) {
      mountRoute(api, editorsRoute, async (c) => {
        const editors = await activeEditors(c.var.deps.database.db);
        return c.json(
          { success: true, data: editors.map((editor) => ({ userId: editor.id, name: editor.name })) },
          200,
        );
      });
    },
  });

  registerSlotRoutes(app, {
    slot: 'proposalSample',
    path: '/proposals/{proposalId}/sample',
    idParam: 'proposalId',
    rights: proposalArea.rights.update,
    tags: ['proposals'],
    summaries: {
      put: 'Give a proposal its sample, or a new one',
      delete: 'Take a proposal’s sample off',
    },
    description: `The body is the sample’s bytes: ${slotTypesText(SLOT_FILE_TYPES.proposalSample)}, read from the file itself.`,
    schemaId: 'ProposalSample',
    refusals: { 415: 'Not a PDF or Word document' },
  });

  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'proposalId');
    const { status, reason, editorId, version } = await readJson(c, proposalStatusRequestSchema);
    const moved = await resource.versionedWrite(c, id, version, (context, before) =>
      moveStatus(context, id, before as Proposal, status, reason, editorId),
    );
    return c.json({ success: true, data: moved }, 200);
  });
}

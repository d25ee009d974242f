import type { ProposalStatus } from '@/lib/contract/enums';
import type { CommissioningData } from './commissionings';
import type { SeedContext } from './context';
import { addDays, at, daysBetween } from './dates';
import { FileRegistry, MIME, slugify } from './files';
import { GENRES, type Genre } from './genres';
import type { Random } from './random';
import type { TitleMaker } from './titles';

export const SYNOPSES = [
  'A story of family, loss and the sea, told across three generations.',
  'An investigation that begins with a body in the harbour and ends in the town council.',
  'A sweeping account drawn from archives never before opened to researchers.',
  'A lyrical year in the life of a landscape and the people who work it.',
  'An argument for slower, more attentive ways of living and thinking.',
  'A page-turning debut about ambition, friendship and betrayal.',
];

const FIRST = ['Adrian', 'Beth', 'Callum', 'Dora', 'Emre', 'Flora', 'Gideon', 'Hana', 'Idris', 'Jun'];
const LAST = ['Ashby', 'Brook', 'Cole', 'Dunmore', 'Elwood', 'Frost', 'Gale', 'Hale', 'Ives', 'Jessop'];

/** Submissions that went nowhere, or are still waiting to be read. */
export function addUnsolicitedProposals(
  context: SeedContext,
  data: CommissioningData,
  files: FileRegistry,
  random: Random,
  titles: TitleMaker,
  editorIds: readonly number[],
): void {
  const { start, today } = context;
  const span = daysBetween(start, today);
  const genreWeights = GENRES.map((genre) => [genre, genre.weight] as const);
  for (let i = 0; i < 150; i++) {
    const receivedOn = addDays(start, random.int(0, span));
    const age = daysBetween(receivedOn, today);
    const genre = random.weighted(genreWeights);
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    addProposal(data, files, random, {
      title: titles.next(genre),
      authorName: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@post.example`.toLowerCase(),
      genre,
      receivedOn,
      status:
        age < 30 ? 'received' : age < 90 ? random.pick(['under_review', 'rejected'] as const) : 'rejected',
      editorId: age < 30 ? null : random.pick(editorIds),
    });
  }
}

/** Proposals get their ids in the order they arrived; commissionings follow the renumbering. */
export function numberProposalsByDate(data: CommissioningData): void {
  data.proposals.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  const renumber = new Map(data.proposals.map((proposal, index) => [proposal.id, index + 1]));
  data.proposals.forEach((proposal, index) => (proposal.id = index + 1));
  for (const row of data.rows) if (row.proposalId) row.proposalId = renumber.get(row.proposalId) ?? null;
}

export function addProposal(
  data: CommissioningData,
  files: FileRegistry,
  random: Random,
  input: {
    title: string;
    authorName: string;
    email: string;
    genre: Genre;
    receivedOn: string;
    status: ProposalStatus;
    editorId: number | null;
  },
): number {
  const id = data.proposals.length + 1;
  const createdAt = at(input.receivedOn, random.int(0, 1439));
  const manuscriptFileId = random.chance(0.7)
    ? files.add({
        name: `${slugify(input.title)}-sample.pdf`,
        mimeType: MIME.pdf,
        uploadedById: null,
        createdAt,
      })
    : null;
  data.proposals.push({
    id,
    title: input.title,
    authorName: input.authorName,
    email: input.email,
    synopsis: random.pick(SYNOPSES),
    genre: input.genre.subject,
    wordCount: random.int(40, 150) * 1000,
    manuscriptFileId,
    status: input.status,
    assignedEditorId: input.editorId,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

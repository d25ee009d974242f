import { z } from '@hono/zod-openapi';
import {
  authorContractDetailSchema,
  authorContractSchema,
  authorLinkResultSchema,
  authorLinkSchema,
  authorProfileSchema,
  authorProposalInputSchema,
  authorProposalSchema,
  authorSalesQuery,
  authorSalesRowSchema,
  authorStatementSchema,
} from '@/lib/contract/author';
import { okEnvelope } from '@/lib/contract/envelope';
import { ACCEPTED_FILE_TYPES, MAX_FILE_BYTES } from '@/lib/contract/file-slots';
import { AREA_RIGHTS } from '@/lib/rights';
import { linkAuthor } from '../authors/link';
import { submitProposal } from '../authors/proposal-submit';
import {
  authorContract,
  authorContracts,
  authorProfile,
  authorProposal,
  authorProposalList,
  authorSales,
  authorStatement,
  authorStatements,
} from '../authors/read';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { jsonResponse as json } from '../platform/envelope';
import { badRequest, HttpError } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import { toFieldIssues } from '../platform/validation';
import { mountRoute, readId, readJson, readQuery, type ResourceContext } from '../resources';
import { statementFileName, statementPdf } from '../royalties/statement-pdf';
import { loadStatement } from '../royalties/statement-read';

/*
 * The authors area (group 11): an author's own contracts, royalty statements and their PDFs, the sales of
 * their titles and their proposals. Every call finds the author's records through the account's link to
 * its contact (`author_accounts`) in the query itself; another author's id answers 404.
 */

const { view: rights, create: submitRights } = AREA_RIGHTS.authors;
const tags = ['author'];

const rows = <S extends z.ZodType>(schema: S, id: string, description: string) =>
  json(okEnvelope(z.array(schema.meta({ id }))).meta({ id: `${id}s` }), description);

const profileRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/profile',
  tags,
  summary: 'The signed-in author: the contact record the account is linked to, and what they have',
  answer: json(okEnvelope(authorProfileSchema.meta({ id: 'AuthorProfile' })), 'The author'),
  errors: [],
});

const contractsRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/contracts',
  tags,
  summary: 'The author’s contracts (sent or signed), newest first',
  answer: rows(authorContractSchema, 'AuthorContract', 'Newest signing first'),
  errors: [],
});

const contractRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/contracts/{contractId}',
  tags,
  summary: 'One of the author’s contracts with its royalty terms, read-only',
  params: idParams({ contractId: 'contract' }),
  answer: json(okEnvelope(authorContractDetailSchema.meta({ id: 'AuthorContractDetail' })), 'The contract'),
  errors: [400, 404],
});

const statementsRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/statements',
  tags,
  summary: 'The author’s royalty statements of approved and locked runs, newest period first',
  description: 'A draft run’s statements are still being checked by the firm and are not shown.',
  answer: rows(authorStatementSchema, 'AuthorStatement', 'Newest period first'),
  errors: [],
});

const statementPdfRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/statements/{statementId}/pdf',
  tags,
  summary: 'One of the author’s statements as the firm sends it, in PDF',
  params: idParams({ statementId: 'statement' }),
  answer: {
    description: 'A PDF, as an attachment named royalty-statement-<reference>-<period>.pdf',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  errors: [400, 404],
});

const salesRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/sales',
  tags,
  summary: 'Sales of the author’s titles by month, quarter or year, per publication and currency',
  description:
    'Every format of each work the author has a contract for; orders not yet confirmed or cancelled are left ' +
    'out. Net sales are the copies kept at their price less the discount, in minor units.',
  query: authorSalesQuery,
  answer: rows(authorSalesRowSchema, 'AuthorSalesRow', 'Newest period first, then by title'),
  errors: [400],
});

const proposalsRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/proposals',
  tags,
  summary: 'The proposals the author submitted, with where each stands',
  answer: rows(authorProposalSchema, 'AuthorProposal', 'Newest first'),
  errors: [],
});

const proposalRoute = jsonRoute(rights, {
  method: 'get',
  path: '/author/proposals/{proposalId}',
  tags,
  summary: 'One of the author’s proposals',
  params: idParams({ proposalId: 'proposal' }),
  answer: json(okEnvelope(authorProposalSchema), 'The proposal'),
  errors: [400, 404],
});

const submitRoute = jsonRoute(submitRights, {
  method: 'post',
  path: '/author/proposals',
  tags,
  summary: 'Submit a proposal with a sample of the manuscript',
  description:
    'A `multipart/form-data` form: `title`, `synopsis`, optional `genre` and `wordCount`, and `sample`, the ' +
    `file (${Object.values(ACCEPTED_FILE_TYPES).join(', ')}; at most ${MAX_FILE_BYTES / (1024 * 1024)} MB). ` +
    'The proposal reaches the firm’s CMS › Proposals as received. 422 when the account is not linked to an ' +
    'author’s record.',
  status: 201,
  answer: json(okEnvelope(authorProposalSchema.meta({ id: 'AuthorProposal' })), 'Submitted'),
  errors: [400, 422],
});

const linkRoute = jsonRoute(AREA_RIGHTS.users.update, {
  method: 'put',
  path: '/users/{userId}/author-contact',
  tags,
  summary: 'Link an author’s account to their contact record, or unlink it (`contactId: null`)',
  description:
    'For Super Users, as the rest of Users. Only an account of the Authors group is linked, and a contact to ' +
    'one account at most (422). In force on the author’s next request.',
  params: idParams({ userId: 'user' }),
  body: authorLinkSchema.meta({ id: 'AuthorLink' }),
  answer: json(okEnvelope(authorLinkResultSchema.meta({ id: 'AuthorLinked' })), 'Linked or unlinked'),
  errors: [400, 404, 422],
});

const multipartBody = {
  content: {
    'multipart/form-data': {
      schema: z.object({
        title: z.string(),
        synopsis: z.string(),
        genre: z.string().optional(),
        wordCount: z.string().optional(),
        sample: z.string().meta({ format: 'binary' }),
      }),
    },
  },
  required: true,
};

/** The form of a submission: its fields checked by the contract's schema, and the sample's bytes. */
async function readSubmission(c: ResourceContext) {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_FILE_BYTES + 64 * 1024)
    throw new HttpError(
      413,
      `The sample is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB, the most the file store takes`,
    );
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest('Send the proposal as a form (multipart/form-data)');
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const parsed = authorProposalInputSchema.safeParse({
    title: text('title') ?? '',
    synopsis: text('synopsis') ?? '',
    genre: text('genre'),
    wordCount: text('wordCount'),
  });
  const sample = form.get('sample');
  const issues = parsed.success ? [] : toFieldIssues(parsed.error);
  if (!(sample instanceof File) || sample.size === 0)
    issues.push({ path: 'sample', message: 'Attach a sample of the manuscript (a PDF or Word file)' });
  if (!parsed.success || !(sample instanceof File) || issues.length > 0)
    throw badRequest('Invalid input', issues);
  return { input: parsed.data, sample };
}

export function registerAuthorRoutes(app: UpstreamApp): void {
  const db = (c: ResourceContext) => c.var.deps.database.db;
  const me = (c: ResourceContext) => signedIn(c).user.userId;

  mountRoute(app, profileRoute, async (c) =>
    c.json({ success: true, data: await authorProfile(db(c), me(c)) }, 200),
  );
  mountRoute(app, contractsRoute, async (c) =>
    c.json({ success: true, data: await authorContracts(db(c), me(c)) }, 200),
  );
  mountRoute(app, contractRoute, async (c) =>
    c.json({ success: true, data: await authorContract(db(c), me(c), readId(c, 'contractId')) }, 200),
  );
  mountRoute(app, statementsRoute, async (c) =>
    c.json({ success: true, data: await authorStatements(db(c), me(c)) }, 200),
  );
  mountRoute(app, statementPdfRoute, async (c) => {
    const own = await authorStatement(db(c), me(c), readId(c, 'statementId'));
    const statement = await loadStatement(db(c), own.statementId);
    const pdf = await statementPdf(statement);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${statementFileName(statement)}"`,
      'cache-control': 'no-store',
    });
  });
  mountRoute(app, salesRoute, async (c) => {
    const { period } = readQuery(c, authorSalesQuery);
    return c.json({ success: true, data: await authorSales(db(c), me(c), period) }, 200);
  });
  mountRoute(app, proposalsRoute, async (c) =>
    c.json({ success: true, data: await authorProposalList(db(c), me(c)) }, 200),
  );
  mountRoute(app, proposalRoute, async (c) =>
    c.json({ success: true, data: await authorProposal(db(c), me(c), readId(c, 'proposalId')) }, 200),
  );
  mountRoute(app, linkRoute, async (c) => {
    const link = await readJson(c, authorLinkSchema);
    const data = await linkAuthor(c.var.deps, me(c), readId(c, 'userId'), link, c.var.requestId);
    return c.json({ success: true, data }, 200);
  });
  mountRoute(app, { ...submitRoute, request: { ...submitRoute.request, body: multipartBody } }, async (c) => {
    const { input, sample } = await readSubmission(c);
    const bytes = new Uint8Array(await sample.arrayBuffer());
    const proposalId = await submitProposal(c.var.deps, {
      userId: me(c),
      input,
      sample: { name: sample.name || 'sample', bytes },
      requestId: c.var.requestId,
    });
    return c.json({ success: true, data: await authorProposal(db(c), me(c), proposalId) }, 201);
  });
}

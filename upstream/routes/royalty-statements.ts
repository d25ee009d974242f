import { z } from '@hono/zod-openapi';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  contractStatementSchema,
  royaltySaleRowSchema,
  royaltyStatementMailSchema,
  royaltyStatementSchema,
} from '@/lib/contract/royalty-runs';
import { AREA_RIGHTS } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { jsonResponse as json } from '../platform/envelope';
import { idParams, jsonRoute } from '../platform/json-route';
import { mountRoute, readId } from '../resources';
import { contractStatements } from '../royalties/run-read';
import { mailStatement } from '../royalties/statement-mail';
import { statementFileName, statementPdf } from '../royalties/statement-pdf';
import { lineSales, loadStatement } from '../royalties/statement-read';

/*
 * One payee's royalty statement: every figure, the order lines behind any figure, the PDF the firm
 * sends, and sending it. Sending changes nothing in the run, so a locked run's statements are sent too.
 * A contract's statements are listed here too: they take Contract Royalties' guard, not the contract's.
 */

const rights = AREA_RIGHTS.contractRoyalties;
const tags = ['royalty-statements'];
const params = idParams({ statementId: 'statement' });

/** An answer of several rows, named `{id}` each and `{id}s` together in the OpenAPI document. */
const rowsAnswer = <S extends z.ZodType>(schema: S, id: string, description: string) =>
  json(okEnvelope(z.array(schema.meta({ id }))).meta({ id: `${id}s` }), description);

const getRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/royalty-statements/{statementId}',
  tags,
  summary: 'A payee’s statement, every figure from the opening balance to the amount payable',
  description:
    'Sales lines by format and channel with copies, basis, rate and tier; returns at the rate they earned; ' +
    'subsidiary income; the reserve held and released; recoupment; the closing balance, the amount payable and ' +
    'what is carried forward; the currency and the rates used. Amounts are the payee’s share, in minor units.',
  params,
  answer: json(okEnvelope(royaltyStatementSchema.meta({ id: 'RoyaltyStatement' })), 'The statement'),
  errors: [400, 404],
});

const salesRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/royalty-statements/{statementId}/lines/{lineId}/sales',
  tags,
  summary: 'The order lines behind one figure of a statement',
  description:
    'Each order line with the copies the figure counts of it: their sum is the line’s copies. A subsidiary ' +
    'income line has none.',
  params: idParams({ statementId: 'statement', lineId: 'line' }),
  answer: rowsAnswer(royaltySaleRowSchema, 'RoyaltySaleRow', 'Oldest first'),
  errors: [400, 404],
});

const pdfRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/royalty-statements/{statementId}/pdf',
  tags,
  summary: 'The statement as the firm sends it, in PDF',
  params,
  answer: {
    description: 'A PDF, as an attachment named royalty-statement-<reference>-<period>.pdf',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  errors: [400, 404],
});

const mailRoute = jsonRoute(rights.update, {
  method: 'post',
  path: '/royalty-statements/{statementId}/email',
  tags,
  summary: 'Email the statement to its payee, with the PDF attached',
  description:
    'Through the mailer: the message and its attachment are recorded in the outbox. Refused with 422 when ' +
    'the payee has no email address.',
  params,
  answer: json(okEnvelope(royaltyStatementMailSchema.meta({ id: 'RoyaltyStatementMail' })), 'Sent'),
  errors: [400, 404, 422],
});

const contractRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/contracts/{contractId}/statements',
  tags,
  summary: 'Every royalty statement drawn for a contract, newest period first, with its run',
  description:
    'The same figures as a run’s statements (the payee’s share, in minor units of the contract’s currency), ' +
    'with the run’s id, period and status. Takes the Contract Royalties guard, as the runs do.',
  params: idParams({ contractId: 'contract' }),
  answer: rowsAnswer(contractStatementSchema, 'ContractStatement', 'Newest period first, then by payee'),
  errors: [400, 404],
});

export function registerRoyaltyStatementRoutes(app: UpstreamApp): void {
  mountRoute(app, contractRoute, async (c) => {
    const rows = await contractStatements(c.var.deps.database.db, readId(c, 'contractId'));
    return c.json({ success: true, data: rows }, 200);
  });

  mountRoute(app, getRoute, async (c) => {
    const statement = await loadStatement(c.var.deps.database.db, readId(c, 'statementId'));
    return c.json({ success: true, data: statement }, 200);
  });

  mountRoute(app, salesRoute, async (c) => {
    const rows = await lineSales(c.var.deps.database.db, readId(c, 'statementId'), readId(c, 'lineId'));
    return c.json({ success: true, data: rows }, 200);
  });

  mountRoute(app, pdfRoute, async (c) => {
    const statement = await loadStatement(c.var.deps.database.db, readId(c, 'statementId'));
    const pdf = await statementPdf(statement);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${statementFileName(statement)}"`,
      'cache-control': 'no-store',
    });
  });

  mountRoute(app, mailRoute, async (c) => {
    const { deps } = c.var;
    const { user } = signedIn(c);
    const statement = await loadStatement(deps.database.db, readId(c, 'statementId'));
    const sent = await mailStatement(deps, statement);
    await deps.database.db.transaction((tx) =>
      recordAudit(tx, {
        userId: user.userId,
        action: 'insert',
        entity: 'email_outbox',
        entityId: sent.outboxId,
        after: { ...sent, statementId: statement.statementId },
        requestId: c.var.requestId,
        at: deps.now(),
      }),
    );
    return c.json({ success: true, data: sent }, 200);
  });
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoyaltyRun, RoyaltyStatementMail } from '@/lib/contract/royalty-runs';
import { issueToken } from '@/upstream/auth/tokens';
import { auditLog, emailAttachments, emailOutbox, emailTypes } from '@/upstream/db/schema';
import {
  PERIOD_1,
  createRun,
  ok,
  royaltyWorld,
  statementIn,
  type RoyaltyWorld,
} from '../support/royalty-world';
import { pdfText } from '../support/pdf-text';

/*
 * A statement as it leaves the firm: the PDF (its text read back with pdftotext) and the email that
 * carries it, recorded in the outbox with the attachment. Sending changes nothing in the run, so the
 * statements of a locked run are sent.
 */

let world: RoyaltyWorld;
let run: RoyaltyRun;

const statementId = async (reference: string, payee: string) =>
  (await statementIn(world, run.runId, reference, payee)).statementId;

/** The raw answer, bytes and all (the shared helper reads bodies as text). */
async function download(pathName: string): Promise<Response> {
  const token = await issueToken(world.api.database.db, world.finance.id, world.api.clock.now());
  return world.api.fetch(
    new Request(`http://upstream.test/${pathName}`, { headers: { authorization: `Bearer ${token}` } }),
  );
}

beforeAll(async () => {
  world = await royaltyWorld();
  // 9,000 hardbacks at €20: €10,000 + €10,000 earned, €3,000 held, the €10,000 advance recouped: €7,000 due.
  await world.sell({
    day: '2025-03-10',
    publicationId: world.hardback,
    copies: 9000,
    unitPrice: 2000,
    discountPercent: 40,
  });
  await world.sell({
    day: '2025-05-05',
    publicationId: world.ebook,
    copies: 10,
    unitPrice: 1000,
    discountPercent: 30,
    channel: 'online_retail',
    currency: 'USD',
  });
  world.at('2025-07-10');
  run = await createRun(world, PERIOD_1);
  for (const action of ['approve', 'lock'])
    ok(await world.call(world.finance, 'POST', `royalty-runs/${run.runId}/${action}`));
});
afterAll(() => world?.api.close());

describe('the PDF', () => {
  it('is an attachment named after the contract and the period', async () => {
    const response = await download(`royalty-statements/${await statementId('C-WORKED', 'Ada Quill')}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="royalty-statement-C-WORKED-2025-H1.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('holds the firm, the payee, the contract, the period, the figures and the amount payable as text', async () => {
    const response = await download(`royalty-statements/${await statementId('C-WORKED', 'Ada Quill')}/pdf`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Colophon Press',
      'Royalty statement',
      'Ada Quill',
      '3 Harbour Row',
      'YO21 3PU Whitby',
      'Contract C-WORKED',
      'The Salt Road',
      'Period 1 Jan 2025 – 30 Jun 2025',
      'Opening balance',
      '-€10,000.00',
      'Reserve against returns held (15%)',
      'Closing balance',
      'Amount payable: €7,000.00',
    ])
      expect(text).toContain(expected);
  });

  it('shows a dollar sale’s rate on a euro statement', async () => {
    const response = await download(`royalty-statements/${await statementId('C-SPLIT', 'Bo Birch')}/pdf`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('1 USD = 0.91 EUR');
    expect(text).toContain('Bo Birch');
    expect(text).toContain('Amount payable: €0.00');
    expect(text).toContain('below the minimum payment of €50.00');
  });
});

describe('sending it', () => {
  it('mails the payee with the PDF attached, recorded in the outbox, even once the run is locked', async () => {
    const id = await statementId('C-WORKED', 'Ada Quill');
    const sent = ok<RoyaltyStatementMail>(
      await world.call(world.finance, 'POST', `royalty-statements/${id}/email`),
    );
    expect(sent).toMatchObject({
      to: 'ada@example.test',
      fileName: 'royalty-statement-C-WORKED-2025-H1.pdf',
    });
    const { db } = world.api.database;
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.outboxId));
    expect(message).toMatchObject({
      toAddress: 'ada@example.test',
      toName: 'Ada Quill',
      subject: 'Your royalty statement for 1 Jan 2025 – 30 Jun 2025',
      status: 'queued',
    });
    expect(message?.bodyText).toContain('Amount payable: €7,000.00');
    const files = await db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.outboxId, sent.outboxId));
    expect(files.map((file) => [file.fileName, file.mimeType])).toEqual([
      ['royalty-statement-C-WORKED-2025-H1.pdf', 'application/pdf'],
    ]);
    expect(pdfText(files[0]?.content ?? new Uint8Array())).toContain('Amount payable: €7,000.00');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'email_outbox'));
    expect(audit.map((entry) => [entry.entityId, entry.userId])).toEqual([
      [String(sent.outboxId), world.finance.id],
    ]);
  });

  it('words it as the royalty statement email type says', async () => {
    await world.api.database.db
      .update(emailTypes)
      .set({
        subject: 'Statement {{reference}}: {{period}}',
        bodyText: 'Dear {{name}}, {{amount}} is on its way.',
      })
      .where(eq(emailTypes.key, 'royalty_statement'));
    const id = await statementId('C-SPLIT', 'Ada Quill');
    const sent = ok<RoyaltyStatementMail>(
      await world.call(world.finance, 'POST', `royalty-statements/${id}/email`),
    );
    const [message] = await world.api.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, sent.outboxId));
    expect(message).toMatchObject({
      subject: 'Statement C-SPLIT: 1 Jan 2025 – 30 Jun 2025',
      bodyText: 'Dear Ada Quill, €0.00 is on its way.',
    });
    expect(message?.emailTypeId).not.toBeNull();
  });

  it('is refused with 422 when the payee has no email address', async () => {
    const response = await world.call(
      world.finance,
      'POST',
      `royalty-statements/${await statementId('C-SPLIT', 'Bo Birch')}/email`,
    );
    expect(response.status).toBe(422);
    expect((response.body as { error: string }).error).toMatch(/Bo Birch has no email address/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { EMAIL_TYPE_KEYS, unknownPlaceholders, EMAIL_TYPES } from '@/lib/contract/email-types';
import type { EmailType } from '@/lib/contract/email-type-schemas';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { auditLog, emailOutbox, emailTypes } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let marketer: TestUser;
let assistant: TestUser;
let secure: TestUser;

const call = async (user: TestUser, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, user.id, api.clock.now()), body });

async function typeOf(key: string): Promise<EmailType> {
  const answer = await call(marketer, 'GET', 'email-types');
  expect(answer.status).toBe(200);
  const found = (answer.body as { data: EmailType[] }).data.find((type) => type.key === key);
  if (!found) throw new Error(`no email type ${key}`);
  return found;
}

async function latestMailTo(
  address: string,
): Promise<{ subject: string; text: string; emailTypeId: number | null }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [mail] = await api.database.db
      .select({
        subject: emailOutbox.subject,
        text: emailOutbox.bodyText,
        emailTypeId: emailOutbox.emailTypeId,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

beforeAll(async () => {
  api = await createTestUpstream();
  marketer = await createUser(api.database.db, { userName: 'marketer', groups: [GROUP.MARKETING_MANAGER] });
  assistant = await createUser(api.database.db, { userName: 'helper', groups: [GROUP.MARKETING_ASSISTANT] });
  secure = await createUser(api.database.db, {
    userName: 'secure',
    groups: [GROUP.DESIGNER],
    twoFactor: true,
  });
});
afterAll(() => api.close());

describe('email types', () => {
  it('holds every type the product sends, each template using only its declared variables', async () => {
    const answer = await call(marketer, 'GET', 'email-types');
    const types = (answer.body as { data: EmailType[] }).data;
    expect(types.map((type) => type.key).sort()).toEqual([...EMAIL_TYPE_KEYS].sort());
    for (const type of types) {
      const declared = Object.fromEntries(type.variables.map((variable) => [variable.name, true]));
      expect(unknownPlaceholders(type.subject + type.body, declared), type.key).toEqual([]);
    }
    // The migration stores what the registry says.
    const stored = await api.database.db.select().from(emailTypes).where(eq(emailTypes.key, 'invoice'));
    expect(stored[0]?.bodyText).toBe(EMAIL_TYPES.find((type) => type.key === 'invoice')?.body);
  });

  it('refuses a template that uses an unknown variable, naming it, and saves nothing', async () => {
    const type = await typeOf('two_factor_code');
    const answer = await call(marketer, 'PUT', `email-types/${type.emailTypeId}`, {
      subject: 'Code for {{firstName}}',
      body: 'Dear {{ fullName }}, your code is {{code}}.',
      version: type.version,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      success: false,
      error: expect.stringContaining('{{fullName}}'),
      issues: [
        {
          path: 'body',
          message: expect.stringMatching(/^\{\{fullName\}\} is not a variable of Sign-in code/),
        },
      ],
    });
    expect((await typeOf('two_factor_code')).version).toBe(type.version);

    const preview = await call(marketer, 'POST', `email-types/${type.emailTypeId}/preview`, {
      subject: '{{nope}}',
      body: 'x',
    });
    expect(preview.status).toBe(422);
    expect(preview.body).toMatchObject({ issues: [{ path: 'subject' }] });
  });

  it('previews a template with the type’s sample data', async () => {
    const type = await typeOf('password_reset');
    const answer = await call(marketer, 'POST', `email-types/${type.emailTypeId}/preview`, {
      subject: 'For {{firstName}}',
      body: 'Open {{link}} now.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      data: {
        subject: 'For Maya',
        text: 'Open https://colophon.example/reset-password?token=rst_sample now.',
      },
    });
  });

  it('writes the next two-factor and reset mails in the words saved, audited, with a stale version refused', async () => {
    const code = await typeOf('two_factor_code');
    const saved = await call(marketer, 'PUT', `email-types/${code.emailTypeId}`, {
      subject: 'Sign in, {{firstName}}',
      body: 'Hello {{firstName}}: your sign-in code is {{code}} ({{minutes}} min).',
      version: code.version,
    });
    expect(saved.status).toBe(200);
    const stale = await call(marketer, 'PUT', `email-types/${code.emailTypeId}`, {
      subject: 'Again',
      body: 'x',
      version: code.version,
    });
    expect(stale.status).toBe(409);
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'email_types'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ userId: marketer.id, entityId: String(code.emailTypeId) });

    expect(
      (await api.request('POST', 'auth/login', { body: { username: 'secure', password: secure.password } }))
        .status,
    ).toBe(200);
    const mail = await latestMailTo(secure.email);
    expect(mail.subject).toBe('Sign in, Secure');
    expect(mail.text).toMatch(/^Hello Secure: your sign-in code is [A-Z0-9]{7} \(10 min\)\.$/);
    expect(mail.emailTypeId).toBe(code.emailTypeId);

    const reset = await typeOf('password_reset');
    expect(
      (
        await call(marketer, 'PUT', `email-types/${reset.emailTypeId}`, {
          subject: 'New password for {{firstName}}',
          body: 'Choose it here: {{link}}',
          version: reset.version,
        })
      ).status,
    ).toBe(200);
    await api.request('POST', 'auth/forgot-password', { body: { email: marketer.email } });
    let resetMail = await latestMailTo(marketer.email);
    for (let attempt = 0; attempt < 40 && !resetMail.subject.startsWith('New password'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      resetMail = await latestMailTo(marketer.email);
    }
    expect(resetMail.subject).toBe('New password for Marketer');
    expect(resetMail.text).toMatch(/^Choose it here: http:\/\/localhost:3000\/reset-password\?token=rst/);
  });

  it('lets the marketing assistant (3 at 3) reword, and nobody below the page’s level read', async () => {
    const type = await typeOf('invoice');
    expect((await call(assistant, 'GET', `email-types/${type.emailTypeId}`)).status).toBe(200);
    const outsider = await createUser(api.database.db, { userName: 'outsider', groups: [GROUP.DESIGNER] });
    expect((await call(outsider, 'GET', 'email-types')).status).toBe(403);
    expect((await call(marketer, 'GET', 'email-types/99999')).status).toBe(404);
    expect((await call(marketer, 'GET', 'email-types/abc')).status).toBe(400);
  });
});

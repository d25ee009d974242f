import type { Tx } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { randomToken, sha256Hex } from '../auth/secrets';

/*
 * The links by which someone chooses a password without knowing the current one: an invitation, or a
 * reset an administrator forced. Both are password-reset tokens, used at /reset-password, so one page
 * and one set of rules (single use, the password policy, every session signed out) serve all three.
 */

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const FORCED_RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type AccountLinkKind = 'invitation' | 'forced-reset';

export interface AccountLink {
  kind: AccountLinkKind;
  url: string;
  to: { userId: number; email: string; firstName: string; lastName: string };
}

/** Stores a new link's token in the write's transaction and answers the link to mail once it commits. */
export async function issueAccountLink(
  tx: Tx,
  deps: UpstreamDeps,
  kind: AccountLinkKind,
  to: AccountLink['to'],
): Promise<AccountLink> {
  const now = deps.now();
  const token = randomToken(kind === 'invitation' ? 'inv' : 'rst');
  const lifetime = kind === 'invitation' ? INVITATION_LIFETIME_MS : FORCED_RESET_LIFETIME_MS;
  await tx.insert(passwordResetTokens).values({
    userId: to.userId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + lifetime),
    createdAt: now,
  });
  const query = `token=${encodeURIComponent(token)}${kind === 'invitation' ? '&invitation=1' : ''}`;
  return { kind, url: `${deps.config.APP_URL}/reset-password?${query}`, to };
}

const TEMPLATES = { invitation: 'account_invitation', 'forced-reset': 'forced_password_reset' } as const;

/**
 * Mails the link after the write has committed. A failed delivery is logged rather than undoing the
 * write: the message waits in the outbox, and the administrator can send a new link.
 */
export async function mailAccountLink(deps: UpstreamDeps, link: AccountLink): Promise<void> {
  try {
    await sendEmail(
      deps,
      TEMPLATES[link.kind],
      { firstName: link.to.firstName, link: link.url },
      { to: link.to.email, toName: `${link.to.firstName} ${link.to.lastName}`, userId: link.to.userId },
    );
  } catch (error) {
    deps.log.error({ err: error, userId: link.to.userId, kind: link.kind }, 'account link mail failed');
  }
}

import { eq } from 'drizzle-orm';
import { statusLabel } from '@/lib/areas/commissioning-pipeline';
import type { CurrentUser } from '@/lib/contract/auth';
import type { CommissioningStatus } from '@/lib/contract/enums';
import { users } from '../db/schema';
import { sendEmail } from '../mail/templates';
import { wantsEmail } from '../mail/wants-email';
import type { UpstreamDeps } from '../platform/deps';

/**
 * Tells a commissioning's editor by email that a colleague moved it along the pipeline, unless they
 * turned commissioning updates off; a move of their own tells them nothing. A failure is logged: the
 * move stands.
 */
export async function noticeCommissioningMove(
  deps: UpstreamDeps,
  moved: {
    commissioningId: number;
    commissioningTitle: string;
    editorId: number;
    status: CommissioningStatus;
  },
  from: CommissioningStatus,
  by: CurrentUser,
): Promise<void> {
  if (moved.editorId === by.userId) return;
  const [editor] = await deps.database.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      active: users.active,
      settings: users.notificationSettings,
    })
    .from(users)
    .where(eq(users.id, moved.editorId));
  if (!editor?.active || !wantsEmail(editor.settings, 'commissioningUpdates')) return;
  try {
    await sendEmail(
      deps,
      'commissioning_update',
      {
        firstName: editor.firstName,
        commissioningTitle: moved.commissioningTitle,
        fromStatus: statusLabel(from),
        toStatus: statusLabel(moved.status),
        changedBy: `${by.firstName} ${by.lastName}`.trim() || by.userName,
        link: `${deps.config.APP_URL}/commissionings/manage/${moved.commissioningId}`,
      },
      { to: editor.email, toName: `${editor.firstName} ${editor.lastName}`, userId: moved.editorId },
    );
  } catch (error) {
    deps.log.warn({ err: error, commissioningId: moved.commissioningId }, 'commissioning notice not queued');
  }
}

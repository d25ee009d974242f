import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../db/schema';

/** Whether a user's notification settings want this kind of email; settings stored before a kind existed take its default. */
export function wantsEmail(stored: NotificationSettings, kind: keyof NotificationSettings['email']): boolean {
  return { ...DEFAULT_NOTIFICATION_SETTINGS.email, ...stored.email }[kind];
}

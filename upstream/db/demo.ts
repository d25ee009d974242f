import { count } from 'drizzle-orm';
import { isDemo } from '@/lib/config/demo';
import type { Logger } from '@/lib/log';
import type { UpstreamConfig } from '../config';
import { fileStoreOf } from '../files/open-store';
import type { Database } from './client';
import { users } from './schema';

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function ensureDemoData(database: Database, config: UpstreamConfig, log: Logger): Promise<void> {
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  if (!isDemo(config)) {
    log.warn('No users yet: create the first administrator with `npm run user:create`');
    return;
  }
  log.info('Loading demo data on first start');
  const started = performance.now();
  const { seedDatabase } = await import('./seed');
  const fileStore = fileStoreOf({ config });
  await seedDatabase(database.db, { scale: 1, today: todayUtc(), fileStore });
  log.info({ ms: Math.round(performance.now() - started) }, 'Demo data loaded');
}

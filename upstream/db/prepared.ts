import { madeOncePer } from '@/lib/made-once';
import type { Db } from './client';

/**
 * A statement every request runs (the token's owner, the signed-in user's record), built once per
 * database with placeholders and prepared by name: neither Drizzle nor PostgreSQL plans it again on
 * each request.
 */
export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  return madeOncePer(build);
}

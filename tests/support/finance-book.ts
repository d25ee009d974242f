import { commissionings, currencies, publications } from '@/upstream/db/schema';
import type { TestUpstream } from './test-upstream';

/**
 * What the finance tests sell: the euro and the pound, and one title in two formats (a hardback, an
 * e-book), whose tax classes differ.
 */
export async function financeBook(
  api: TestUpstream,
  editorId: number,
): Promise<{ hardback: number; ebook: number }> {
  const db = api.database.db;
  await db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€' },
    { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  ]);
  const [commissioning] = await db
    .insert(commissionings)
    .values({ title: 'The Salt Road', editorId })
    .returning({ id: commissionings.id });
  const commissioningId = commissioning?.id ?? 0;
  const [hardback, ebook] = await db
    .insert(publications)
    .values([
      { commissioningId, title: 'The Salt Road', format: 'BB', isbn: '9780000000002' },
      { commissioningId, title: 'The Salt Road', format: 'EB', isbn: '9780000000019' },
    ])
    .returning({ id: publications.id });
  return { hardback: hardback?.id ?? 0, ebook: ebook?.id ?? 0 };
}

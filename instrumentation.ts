/**
 * Runs once when the server starts, before it answers requests: validates the configuration and,
 * when the publishing API is embedded, opens and migrates the database (and loads demo data on a
 * demo's first start), so that a bad setting or a locked data folder stops start-up with a clear message.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server-start');
  await startServer();
}

/** An error answer of the web app's own route handlers, in the API's envelope, never cached. */
export const problem = (status: number, error: string): Response =>
  Response.json({ success: false, error }, { status, headers: { 'cache-control': 'private, no-store' } });

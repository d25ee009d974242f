import type { NextRequest } from 'next/server';
import { forwardToUpstream } from '@/lib/bff/forward';

type Context = { params: Promise<{ path: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  return forwardToUpstream(request, (await context.params).path);
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };

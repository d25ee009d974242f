import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  const response: unknown = await NextAuth(request, context, authOptions());
  if (!(response instanceof Response)) throw new Error('next-auth gave no response');
  return response;
}

export { handler as GET, handler as POST };

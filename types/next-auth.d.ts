import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    /** The publishing API's bearer token: kept in the encrypted session cookie, never sent to the browser. */
    upstreamToken: string;
    userId: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    upstreamToken?: string;
    userId?: number;
  }
}

import 'server-only';

import { forbidden } from 'next/navigation';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { choiceLabel, choiceTone, type Choice } from '@/lib/contract/choices';
import { getCurrentUser } from '@/lib/auth/dal';
import type { CurrentUser } from '@/lib/contract/auth';
import { createLogger } from '@/lib/log';
import { upstreamCaller } from '@/lib/pages/context';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';

/** Pieces the authors area's pages share: reading with a said failure, empty states, badges. */

const log = createLogger('web');

export const AUTHOR_HREF = '/author';

/** The start of every page of the area: an author, or 403 for anyone else (staff included). */
export async function openAuthorPage(): Promise<{ user: CurrentUser; caller: UpstreamCaller }> {
  const user = await getCurrentUser();
  if (!meetsGuard(user, AREA_RIGHTS.authors.view)) forbidden();
  return { user, caller: await upstreamCaller() };
}

export type Loaded<T> = { data: T; failure: null } | { data: null; failure: string };

/** A read whose failure the page says, with Try again, instead of an error page. */
export async function loaded<T>(what: string, load: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await load, failure: null };
  } catch (error) {
    log.warn({ err: error }, `authors area: ${what} failed`);
    return { data: null, failure: failureMessage(error, `Your ${what} could not be read.`) };
  }
}

export function LoadFailed({ what, failure, href }: { what: string; failure: string; href: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Could not load your {what}</AlertTitle>
      <AlertDescription>
        <p>{failure}</p>
        <Button variant="outline" size="sm" asChild>
          <a href={href}>Try again</a>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function ChoiceBadge({ list, value }: { list: Choice; value: string }) {
  return <StatusBadge label={choiceLabel(list, value)} tone={choiceTone(list, value)} />;
}

import { TriangleAlertIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { UnreadParam } from '@/lib/contract/list-url';

const SHOWN_VALUE_LENGTH = 60;

function shown(value: string): string {
  return value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value;
}

/**
 * Says which parts of a list's address the list could not read (an old or mistyped link), rather than
 * showing another list without a word. Changing the list writes a clean address, and the notice goes.
 */
function UnreadParamsNotice({ unread }: { unread: readonly UnreadParam[] }) {
  if (unread.length === 0) return null;
  return (
    <Alert variant="warning" role="status" data-testid="unread-params">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>Part of this address was not understood</AlertTitle>
      <AlertDescription>
        <p>The list is shown without:</p>
        <ul className="list-disc pl-5">
          {unread.map((param) => (
            <li key={param.name}>
              {param.label}: “{shown(param.value)}”
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

export { UnreadParamsNotice };

import { formatDateTime } from '@/components/settings/format';
import { SessionsEndButton } from '@/components/settings/sessions-end-button';
import type { Session } from '@/lib/contract/sessions';

/** The user's live sessions, this browser's first, each with its "End session" button. */
function SessionsList({ sessions }: { sessions: readonly Session[] }) {
  return (
    <ul aria-label="Your sessions" className="divide-y rounded-lg border">
      {sessions.map((session) => {
        const textId = `session-${session.sessionId}`;
        return (
          <li
            key={session.sessionId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4"
          >
            <div id={textId} className="space-y-1 text-sm">
              <p className="font-medium">{session.current ? 'This browser' : 'Another browser or device'}</p>
              <p className="text-muted-foreground">
                Signed in {formatDateTime(session.signedInAt)}, last active{' '}
                {formatDateTime(session.lastUsedAt)}
              </p>
            </div>
            <SessionsEndButton sessionId={session.sessionId} current={session.current} describedBy={textId} />
          </li>
        );
      })}
    </ul>
  );
}

export { SessionsList };

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AccessRequestItem } from '@/lib/contract/users';
import { formatDateTime } from '@/lib/format';
import { DeclineRequest } from './decline-request';
import { InviteUser } from './invite-user';

/** The requests sent from /sign-up that wait for a decision, oldest first, each with Approve and Decline. */
export function AccessRequests({
  requests,
  canDecide,
}: {
  requests: readonly AccessRequestItem[];
  canDecide: boolean;
}) {
  return (
    <section aria-labelledby="access-requests-title" className="space-y-3">
      <h2 id="access-requests-title" className="text-lg font-semibold">
        Access requests ({requests.length})
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {requests.map((request) => {
          const name = `${request.firstName} ${request.lastName}`;
          return (
            <Card key={request.accessRequestId} aria-label={`Access request from ${name}`}>
              <CardHeader>
                <CardTitle>{name}</CardTitle>
                <CardDescription>
                  {request.email} · asked {formatDateTime(request.requestedAt)}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                {request.message ? <p className="text-sm whitespace-pre-line">{request.message}</p> : null}
                {canDecide ? (
                  <div className="flex gap-2">
                    <InviteUser request={request} />
                    <DeclineRequest accessRequestId={request.accessRequestId} name={name} />
                  </div>
                ) : null}
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

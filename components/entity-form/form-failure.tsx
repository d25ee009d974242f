import { TriangleAlertIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Above a form: what was not done ("Not saved") and the server's reason. */
export function FormFailure({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
    </Alert>
  );
}

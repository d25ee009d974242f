import { CircleAlertIcon, CircleCheckIcon } from '@/components/icons';

import { Alert, AlertDescription } from '@/components/ui/alert';

/** What a form's answer says as a whole: a refusal is announced at once, an outcome politely. */
function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return tone === 'error' ? (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  ) : (
    <Alert role="status">
      <CircleCheckIcon aria-hidden="true" className="text-success" />
      <AlertDescription className="text-foreground!">{children}</AlertDescription>
    </Alert>
  );
}

export { FormAlert };

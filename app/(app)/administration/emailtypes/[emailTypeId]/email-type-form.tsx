'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, isRecord, okOf } from '@/lib/bff/parser';
import type { EmailType } from '@/lib/contract/email-type-schemas';

type Template = { subject: string; body: string };
type Preview = { subject: string; text: string };

const savedType = okOf(hasId('emailTypeId'));
const preview = okOf(
  (value): value is Preview =>
    isRecord(value) && typeof value.subject === 'string' && typeof value.text === 'string',
);

/**
 * The subject and body of one email type, with its variables beside them. Preview fills in the sample
 * data of the words as they stand (saved or not); Save keeps them. The API refuses a variable the type
 * does not have, and its message stands beside the field.
 */
export function EmailTypeForm({ type, canEdit }: { type: EmailType; canEdit: boolean }) {
  const router = useRouter();
  const [values, setValues] = React.useState<Template>({ subject: type.subject, body: type.body });
  const [errors, setErrors] = React.useState<Partial<Record<keyof Template, string>>>({});
  const [shown, setShown] = React.useState<Preview | null>(null);
  const [busy, setBusy] = React.useState<'save' | 'preview' | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const changed = values.subject !== type.subject || values.body !== type.body;

  function refused(error: unknown, nothing: string) {
    if (error instanceof ApiError) {
      const byField: Partial<Record<keyof Template, string>> = {};
      for (const issue of error.issues ?? [])
        if (issue.path === 'subject' || issue.path === 'body') byField[issue.path] ??= issue.message;
      setErrors(byField);
      setRefusal(error.message);
    } else setRefusal(`The server could not be reached; ${nothing}.`);
  }

  async function send(kind: 'save' | 'preview') {
    setBusy(kind);
    setErrors({});
    setRefusal(null);
    try {
      if (kind === 'preview') {
        const answer = await fetchJson(`/api/email-types/${type.emailTypeId}/preview`, preview, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(values),
        });
        setShown(answer.data);
      } else {
        await fetchJson(`/api/email-types/${type.emailTypeId}`, savedType, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...values, version: type.version }),
        });
        toast.success('Saved: the next messages use these words');
        router.refresh();
      }
    } catch (error) {
      refused(error, kind === 'save' ? 'nothing was saved' : 'no preview');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send('save');
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="subject">Subject</Label>
          <Input
            id="subject"
            value={values.subject}
            readOnly={!canEdit}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? 'subject-error' : undefined}
            onChange={(event) => setValues({ ...values, subject: event.target.value })}
          />
          {errors.subject ? (
            <p id="subject-error" className="text-sm text-destructive">
              {errors.subject}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="body">Text</Label>
          <Textarea
            id="body"
            rows={12}
            className="font-mono text-sm"
            value={values.body}
            readOnly={!canEdit}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? 'body-error' : undefined}
            onChange={(event) => setValues({ ...values, body: event.target.value })}
          />
          {errors.body ? (
            <p id="body-error" className="text-sm text-destructive">
              {errors.body}
            </p>
          ) : null}
        </div>
        {refusal ? (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canEdit ? (
            <Button type="submit" disabled={busy !== null || !changed}>
              {busy === 'save' ? <Spinner /> : null}
              Save
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void send('preview')}
          >
            {busy === 'preview' ? <Spinner /> : null}
            Preview
          </Button>
          {changed && canEdit ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => setValues({ subject: type.subject, body: type.body })}
            >
              Undo changes
            </Button>
          ) : null}
        </div>
        {shown ? (
          <section aria-label="Preview" className="space-y-2 rounded-md border p-4">
            <p className="text-sm text-muted-foreground">With sample data:</p>
            <p className="font-semibold">{shown.subject}</p>
            <pre className="font-sans text-sm whitespace-pre-wrap">{shown.text}</pre>
          </section>
        ) : null}
      </form>
      <aside aria-label="Variables" className="space-y-2">
        <h2 className="font-semibold">Variables</h2>
        <p className="text-sm text-muted-foreground">
          Write them in double braces; no other names are accepted.
        </p>
        <dl className="space-y-2 text-sm">
          {type.variables.map((variable) => (
            <div key={variable.name}>
              <dt className="font-mono">{`{{${variable.name}}}`}</dt>
              <dd className="text-muted-foreground">{variable.description}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}

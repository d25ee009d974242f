'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextareaField, TextField } from '@/components/entity-form/fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';

type Values = { title: string; genre: string; wordCount: string; synopsis: string };
const FIELDS = ['title', 'genre', 'wordCount', 'synopsis'] as const;
const submitted = okOf(hasId('proposalId'));

/**
 * A new proposal and its sample, sent as one form: the API checks the fields and the file's type (read
 * from its bytes) and answers each problem beside its field; a proposal sent appears in the list at once.
 */
export function ProposalForm({ accept, maxMegabytes }: { accept: string; maxMegabytes: number }) {
  const router = useRouter();
  const form = useForm<Values>({ defaultValues: { title: '', genre: '', wordCount: '', synopsis: '' } });
  const [sample, setSample] = React.useState<File | null>(null);
  // A new key empties the file input after a proposal is sent.
  const [inputKey, setInputKey] = React.useState(0);
  const [sampleError, setSampleError] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  async function send(values: Values) {
    setRefusal(null);
    setSampleError(null);
    const body = new FormData();
    for (const name of FIELDS) if (values[name].trim() !== '') body.set(name, values[name]);
    if (sample) body.set('sample', sample, sample.name);
    setSending(true);
    try {
      await fetchJson('/api/author/proposals', submitted, { method: 'POST', body });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues ?? []) {
          if (issue.path === 'sample') setSampleError(issue.message);
          else if ((FIELDS as readonly string[]).includes(issue.path))
            form.setError(issue.path as keyof Values, { message: issue.message });
        }
        setRefusal(error.status === 415 || error.status === 413 ? null : error.message);
        if (error.status === 415 || error.status === 413) setSampleError(error.message);
      } else {
        setRefusal('The server could not be reached; your proposal was not sent.');
      }
      return;
    } finally {
      setSending(false);
    }
    toast.success(`“${values.title}” was sent to the firm`);
    form.reset();
    setSample(null);
    setInputKey((key) => key + 1);
    router.refresh();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(send)} className="space-y-4" noValidate aria-label="Send a proposal">
        {refusal ? (
          <Alert variant="destructive">
            <AlertTitle>Your proposal was not sent</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : null}
        <TextField control={form.control} name="title" label="Title" required maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="genre" label="Genre" maxLength={100} />
          <TextField control={form.control} name="wordCount" label="Words" inputMode="numeric" />
        </div>
        <TextareaField control={form.control} name="synopsis" label="Synopsis" rows={5} />
        <div className="space-y-2">
          <Label htmlFor="proposal-sample">
            Sample<span aria-hidden="true">*</span>
          </Label>
          <Input
            key={inputKey}
            id="proposal-sample"
            type="file"
            accept={accept}
            onChange={(event) => setSample(event.currentTarget.files?.[0] ?? null)}
            aria-invalid={sampleError ? true : undefined}
            aria-describedby={
              sampleError ? 'proposal-sample-help proposal-sample-error' : 'proposal-sample-help'
            }
          />
          <p id="proposal-sample-help" className="text-sm text-muted-foreground">
            A chapter or two, as a PDF or Word file of at most {maxMegabytes} MB.
          </p>
          {sampleError ? (
            <p id="proposal-sample-error" className="text-sm text-destructive">
              {sampleError}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? <Spinner aria-hidden="true" /> : null}
          Send proposal
        </Button>
      </form>
    </Form>
  );
}

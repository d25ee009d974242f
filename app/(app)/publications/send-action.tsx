'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

/*
 * A write through the BFF from a server-rendered page of the catalogue (the ISBN register, the mapping
 * suggestions): the API's messages kept by the field they name (`form` for the whole), a toast and a
 * fresh render of the page on success.
 */

const answered = okOf(isRecord);

export type SendIssues = Record<string, string>;

export function useSend() {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const [issues, setIssues] = React.useState<SendIssues>({});
  async function send(
    method: string,
    path: string,
    body: unknown,
    done: (data: Record<string, unknown>) => string,
  ): Promise<boolean> {
    setBusy(true);
    setIssues({});
    try {
      const answer = await fetchJson(`/api/${path}`, answered, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      toast.success(done(answer.data));
      router.refresh();
      return true;
    } catch (error) {
      const found: SendIssues = {};
      if (error instanceof ApiError)
        for (const issue of error.issues ?? []) found[issue.path] ??= issue.message;
      found.form = error instanceof Error ? error.message : 'The request could not be sent.';
      setIssues(found);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, issues, send };
}

/** One button that makes one write, with its refusal under it. */
export function ActionButton({
  label,
  busyLabel,
  accessibleName,
  method,
  path,
  body,
  done,
}: {
  label: string;
  busyLabel: string;
  accessibleName: string;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  done: string;
}) {
  const { busy, issues, send } = useSend();
  return (
    <span className="inline-grid justify-items-end gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={accessibleName}
        onClick={() => void send(method, path, body, () => done)}
      >
        {busy ? busyLabel : label}
      </Button>
      {issues.form ? (
        <span role="alert" className="max-w-xs text-xs text-destructive">
          {issues.form}
        </span>
      ) : null}
    </span>
  );
}

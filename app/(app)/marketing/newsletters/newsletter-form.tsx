'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, isRecord, okOf } from '@/lib/bff/parser';
import { AUDIENCE_LABELS, NEWSLETTER_CONTACT_AUDIENCES } from '@/lib/contract/newsletter-limits';

export interface ChosenPublication {
  publicationId: number;
  title: string;
  detail: string;
}

interface Option {
  publicationId: number;
  title: string;
  format: string;
  isbn: string | null;
  clearedPraises: number;
}

export interface NewsletterDraft {
  newsletterId: number | null;
  version: number;
  subject: string;
  body: string;
  audience: string;
  publications: ChosenPublication[];
}

type Field = 'subject' | 'body' | 'audience' | 'publicationIds';

const savedLetter = okOf(hasId('newsletterId'));
const isOption = (value: unknown): value is Option =>
  isRecord(value) && Number.isInteger(value.publicationId) && typeof value.title === 'string';
const options = okOf((value): value is Option[] => Array.isArray(value) && value.every(isOption));

const optionDetail = (option: Option) =>
  `${option.format}${option.isbn ? ` · ${option.isbn}` : ''} · ${option.clearedPraises} cleared ${option.clearedPraises === 1 ? 'praise' : 'praises'}`;

/**
 * A newsletter's subject, audience, words and publications. The publications are found by title or
 * ISBN; their cleared praises go out with them (the others never do). Saving answers the API's
 * refusals beside their fields.
 */
export function NewsletterForm({ draft }: { draft: NewsletterDraft }) {
  const router = useRouter();
  const [values, setValues] = React.useState(draft);
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const [found, setFound] = React.useState<Option[] | null>(null);
  const [searching, setSearching] = React.useState(false);

  async function find() {
    if (search.trim().length < 2) return;
    setSearching(true);
    try {
      const answer = await fetchJson(
        `/api/newsletters/publications?q=${encodeURIComponent(search.trim())}`,
        options,
      );
      setFound(answer.data);
    } catch (error) {
      toast.error('The search failed', {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setSearching(false);
    }
  }

  function add(option: Option) {
    if (values.publications.some((book) => book.publicationId === option.publicationId)) return;
    setValues({
      ...values,
      publications: [
        ...values.publications,
        { publicationId: option.publicationId, title: option.title, detail: optionDetail(option) },
      ],
    });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setRefusal(null);
    const body = {
      subject: values.subject,
      body: values.body,
      audience: values.audience,
      publicationIds: values.publications.map((book) => book.publicationId),
      ...(values.newsletterId ? { version: values.version } : {}),
    };
    try {
      const answer = await fetchJson(
        values.newsletterId ? `/api/newsletters/${values.newsletterId}` : '/api/newsletters',
        savedLetter,
        {
          method: values.newsletterId ? 'PUT' : 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      toast.success('Saved');
      if (values.newsletterId) router.refresh();
      else router.push(`/marketing/newsletters/${String(answer.data.newsletterId)}`);
    } catch (error) {
      if (error instanceof ApiError) {
        const byField: Partial<Record<Field, string>> = {};
        for (const issue of error.issues ?? []) {
          const field = issue.path.split('.')[0] as Field;
          byField[field] ??= issue.message;
        }
        setErrors(byField);
        setRefusal(error.message);
      } else setRefusal('The server could not be reached; nothing was saved.');
    } finally {
      setSaving(false);
    }
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${field}-error` } : {};

  return (
    <form onSubmit={save} className="max-w-3xl space-y-4" aria-label="Newsletter">
      <div className="space-y-2">
        <Label htmlFor="subject">Subject</Label>
        <Input
          id="subject"
          value={values.subject}
          onChange={(event) => setValues({ ...values, subject: event.target.value })}
          {...described('subject')}
        />
        {fieldError('subject')}
      </div>
      <div className="space-y-2">
        <Label htmlFor="audience">Audience</Label>
        <NativeSelect
          id="audience"
          value={values.audience}
          onChange={(event) => setValues({ ...values, audience: event.target.value })}
          {...described('audience')}
        >
          {NEWSLETTER_CONTACT_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {AUDIENCE_LABELS[audience]}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground">
          Only the contacts who agreed to receive newsletters, and have not unsubscribed since.
        </p>
        {fieldError('audience')}
      </div>
      <div className="space-y-2">
        <Label htmlFor="body">Text</Label>
        <Textarea
          id="body"
          rows={8}
          value={values.body}
          onChange={(event) => setValues({ ...values, body: event.target.value })}
          {...described('body')}
        />
        {fieldError('body')}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Publications</legend>
        {values.publications.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet: find them by title or ISBN.</p>
        ) : (
          <ul className="space-y-1">
            {values.publications.map((book) => (
              <li
                key={book.publicationId}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{book.title}</span>{' '}
                  <span className="text-muted-foreground">{book.detail}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${book.title}`}
                  onClick={() =>
                    setValues({
                      ...values,
                      publications: values.publications.filter((other) => other !== book),
                    })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fieldError('publicationIds')}
        <div className="flex gap-2">
          <Input
            aria-label="Find a publication"
            placeholder="Title or ISBN"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => void find()}
            disabled={searching || search.trim().length < 2}
          >
            {searching ? <Spinner /> : null}
            Find
          </Button>
        </div>
        {found !== null ? (
          found.length === 0 ? (
            <p className="text-sm text-muted-foreground">No publication matches.</p>
          ) : (
            <ul aria-label="Publications found" className="space-y-1">
              {found.map((option) => (
                <li key={option.publicationId} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {option.title} <span className="text-muted-foreground">{optionDetail(option)}</span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => add(option)}
                    aria-label={`Add ${option.title}`}
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </fieldset>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? <Spinner /> : null}
        {values.newsletterId ? 'Save' : 'Save draft'}
      </Button>
    </form>
  );
}

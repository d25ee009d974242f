'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import type { FormControlOf } from '@/app/(app)/contracts/rows-field';
import { TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { Chapter } from '@/lib/contract/chapters';
import type { ContributorRole } from '@/lib/contract/enums';
import { ContributorsField } from './contributors-field';

const savedChapter = okOf(hasId('chapterId'));

interface ChapterForm {
  title: string;
  subtitle: string;
  firstPage: string;
  lastPage: string;
  doi: string;
  contributors: { contactId: number; role: ContributorRole }[];
}

const FIELDS = ['title', 'subtitle', 'firstPage', 'lastPage', 'doi', 'contributors'] as const;

const valuesOf = (chapter?: Chapter): ChapterForm => ({
  title: chapter?.title ?? '',
  subtitle: chapter?.subtitle ?? '',
  firstPage: chapter?.firstPage ?? '',
  lastPage: chapter?.lastPage ?? '',
  doi: chapter?.doi ?? '',
  contributors: chapter?.contributors.map(({ contactId, role }) => ({ contactId, role })) ?? [],
});

/**
 * Adds a chapter after the last one, or corrects one (`chapter` given): the API checks the contacts
 * and that the DOI is no other book's or chapter's, and its refusal shows beside the fields.
 */
export function ChapterDialog({
  open,
  onOpenChange,
  publicationId,
  chapter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  publicationId: number;
  chapter?: Chapter;
}) {
  const router = useRouter();
  const form = useForm<ChapterForm>({ defaultValues: valuesOf(chapter) });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const base = `/api/publications/${publicationId}/chapters`;
  const deposited = chapter?.doiState === 'deposited';

  async function save(values: ChapterForm) {
    setRefusal(null);
    try {
      await fetchJson(chapter ? `${base}/${chapter.chapterId}` : base, savedChapter, {
        method: chapter ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(chapter ? { ...values, version: chapter.version } : values),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, FIELDS, 'The server could not be reached; the chapter was not saved.'),
      );
      return;
    }
    toast.success(chapter ? 'The chapter was saved' : 'The chapter was added');
    onOpenChange(false);
    router.refresh();
  }

  const names = new Map(chapter?.contributors.map((credit) => [credit.contactId, credit.name]));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={chapter ? `Edit chapter ${chapter.position}` : 'Add a chapter'}
      description="A chapter with a DOI goes to Crossref with its book in the next deposit, its authors with their ORCID iDs."
      refusal={refusal ? { title: 'The chapter was not saved', message: refusal } : null}
      submitLabel={chapter ? 'Save' : 'Add chapter'}
      onSubmit={save}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="title"
          label="Title"
          maxLength={500}
          required
          className="sm:col-span-2"
        />
        <TextField
          control={form.control}
          name="subtitle"
          label="Subtitle"
          maxLength={500}
          className="sm:col-span-2"
        />
        <TextField control={form.control} name="firstPage" label="First page" maxLength={32} />
        <TextField control={form.control} name="lastPage" label="Last page" maxLength={32} />
        <TextField
          control={form.control}
          name="doi"
          label="DOI"
          maxLength={200}
          placeholder="10.55555/colophon.9781234567897.ch1"
          description={
            deposited
              ? 'Deposited with Crossref: the DOI stays as it is.'
              : 'Optional; no other book or chapter may have it.'
          }
          className="sm:col-span-2"
        />
      </div>
      {/* The rows widget is shared with the publication's own form, which is typed loosely. */}
      <ContributorsField
        control={form.control as unknown as FormControlOf}
        label="Contributors"
        names={names}
      />
    </FormDialog>
  );
}

'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { isPublicationRef, publicationsOf } from '@/components/area/ref-guards';
import { fieldOf } from '@/lib/area/view';
import type { ContactRef, PublicationRef } from '@/lib/areas/refs';
import { MAX_NEWS_LINKS } from '@/lib/areas/news-workflow';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { PUBLICATION_FORMAT } from '@/lib/contract/choices';

const isContactRef = (value: unknown): value is ContactRef =>
  isRecord(value) && Number.isInteger(value.contactId) && typeof value.name === 'string';

const links = okOf(
  (value): value is { publications: PublicationRef[]; authors: ContactRef[] } =>
    isRecord(value) &&
    Array.isArray(value.publications) &&
    value.publications.every(isPublicationRef) &&
    Array.isArray(value.authors) &&
    value.authors.every(isContactRef),
);

const findLinks = async (term: string, signal: AbortSignal) =>
  (await fetchJson(`/api/news/links?${new URLSearchParams({ q: term })}`, links, { signal })).data;

const publicationSearch: RecordSearch = {
  noun: 'publication',
  placeholder: 'Title or ISBN',
  max: MAX_NEWS_LINKS,
  async find(term, signal) {
    return (await findLinks(term, signal)).publications.map((publication) => ({
      id: publication.publicationId,
      name: publication.title,
      detail: `${PUBLICATION_FORMAT.labels[publication.format]} · ${publication.isbn}`,
    }));
  },
};

const authorSearch: RecordSearch = {
  noun: 'author',
  placeholder: 'Name',
  max: MAX_NEWS_LINKS,
  async find(term, signal) {
    return (await findLinks(term, signal)).authors.map((author) => ({
      id: author.contactId,
      name: author.name,
    }));
  },
};

/** The news form with pickers for the publications and authors it is about. */
export function NewsForm(props: AreaFormProps) {
  const publications = new Map(
    publicationsOf(props.record).map((entry) => [entry.publicationId, entry.title]),
  );
  const authorList = props.record?.authors;
  const authors = new Map(
    (Array.isArray(authorList) ? authorList.filter(isContactRef) : []).map((entry) => [
      entry.contactId,
      entry.name,
    ]),
  );
  return (
    <AreaForm
      {...props}
      widgets={{
        publicationIds: (control) => (
          <RecordPickerField
            control={control}
            name="publicationIds"
            label={fieldOf(props.view, 'publicationIds').label}
            description="The books the item is about."
            names={publications}
            search={publicationSearch}
          />
        ),
        authorIds: (control) => (
          <RecordPickerField
            control={control}
            name="authorIds"
            label={fieldOf(props.view, 'authorIds').label}
            description="The authors the item is about, in the order it names them."
            names={authors}
            search={authorSearch}
          />
        ),
      }}
    />
  );
}

'use client';

import { useWatch, type Control, type FieldValues } from 'react-hook-form';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { RecordField } from '@/components/area/record-field';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { isPublicationRef } from '@/components/area/ref-guards';
import { NumberField, TextField, TextareaField } from '@/components/entity-form/fields';
import type { ContactRef, PublicationRef } from '@/lib/areas/refs';
import { MAX_FEATURED_BOOKS } from '@/lib/areas/site-element-workflow';
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
  (await fetchJson(`/api/site-elements/links?${new URLSearchParams({ q: term })}`, links, { signal })).data;

const bookSearch: RecordSearch = {
  noun: 'book',
  placeholder: 'Title or ISBN',
  max: MAX_FEATURED_BOOKS,
  listLabel: 'Featured books',
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
  max: 1,
  async find(term, signal) {
    return (await findLinks(term, signal)).authors.map((author) => ({
      id: author.contactId,
      name: author.name,
    }));
  },
};

interface Named {
  books: ReadonlyMap<number, string>;
  author: string | null;
}

/** The content's fields for the chosen type; nothing until a type is chosen. */
function ContentFields({ control, named }: { control: Control<FieldValues>; named: Named }) {
  const type: unknown = useWatch({ control, name: 'type' });
  if (type === 'banner')
    return (
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-medium">Banner</legend>
        <TextField control={control} name="content.heading" label="Heading" required maxLength={120} />
        <TextField
          control={control}
          name="content.linkUrl"
          label="Link"
          placeholder="https://… or /books/spring"
          description="Where the banner leads: an address on the web, or a path of the website."
        />
        <TextareaField
          control={control}
          name="content.text"
          label="Text"
          className="sm:col-span-2"
          rows={3}
        />
        <NumberField
          control={control}
          name="content.imageFileId"
          label="Image"
          min={1}
          step={1}
          description="The number of a stored image (Orphan Files lists those not yet used)."
        />
      </fieldset>
    );
  if (type === 'featured-books')
    return (
      <fieldset className="grid gap-6">
        <legend className="mb-4 text-sm font-medium">Featured books</legend>
        <TextField control={control} name="content.heading" label="Heading" required maxLength={120} />
        <RecordPickerField
          control={control}
          name="content.publicationIds"
          label="Books"
          description={`One to ${MAX_FEATURED_BOOKS} books, shown in this order.`}
          names={named.books}
          search={bookSearch}
        />
      </fieldset>
    );
  if (type === 'author-spotlight')
    return (
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-medium">Author spotlight</legend>
        <RecordField
          control={control}
          name="content.contactId"
          label="Author"
          current={named.author}
          search={authorSearch}
          choose="Choose the author"
        />
        <TextField control={control} name="content.heading" label="Heading" required maxLength={120} />
        <TextareaField
          control={control}
          name="content.text"
          label="Text"
          className="sm:col-span-2"
          rows={5}
          description="A few words about the author, as the website shows them."
        />
      </fieldset>
    );
  return <p className="text-sm text-muted-foreground">Choose the type to write its content.</p>;
}

/** Issues of the content are put on its own fields (`content.heading`). */
const NESTED = ['content'];

/** The element's form: its content's fields follow the chosen type. */
export function ElementForm(props: AreaFormProps) {
  const linked = isRecord(props.record?.linked) ? props.record.linked : {};
  const books = Array.isArray(linked.publications) ? linked.publications.filter(isPublicationRef) : [];
  const named: Named = {
    books: new Map(books.map((book) => [book.publicationId, book.title])),
    author: isContactRef(linked.contact) ? linked.contact.name : null,
  };
  return (
    <AreaForm
      {...props}
      nestedFields={NESTED}
      widgets={{ content: (control) => <ContentFields control={control} named={named} /> }}
    />
  );
}

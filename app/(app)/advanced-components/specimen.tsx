import type * as React from 'react';

import { cn } from '@/lib/utils';

/** A part of the gallery: a heading the table of contents links to, and its specimens. */
export function GallerySection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-4">
      <div className="space-y-1 border-b pb-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          <a id={id} href={`#${id}`} className="hover:underline">
            {title}
          </a>
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">{children}</div>
    </section>
  );
}

/** One component as a designer or developer looks it up: its name, where to import it from, its states. */
export function Specimen({
  name,
  imports,
  from,
  note,
  wide = false,
  children,
}: {
  name: string;
  /** What to import, as written between the braces of an import. */
  imports: string;
  /** The module to import it from. */
  from: string;
  note?: React.ReactNode;
  /** Across the whole width: lists and forms need the room. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <article
      aria-label={name}
      className={cn(
        'min-w-0 space-y-3 rounded-lg border bg-card p-4 text-card-foreground',
        wide && 'xl:col-span-2',
      )}
    >
      <header className="space-y-1">
        <h3 className="font-semibold">{name}</h3>
        <p className="text-xs text-muted-foreground">
          <code className="break-all">{`import { ${imports} } from '${from}'`}</code>
        </p>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </header>
      <div className="space-y-3">{children}</div>
    </article>
  );
}

/** A row of states, each named under it, so a screenshot says what it shows. */
export function States({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3">{children}</div>;
}

export function State({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <figure className="flex flex-col items-start gap-1.5">
      {children}
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

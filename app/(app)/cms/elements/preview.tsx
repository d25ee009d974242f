import 'server-only';

import { okEnvelope } from '@/lib/contract/envelope';
import { SITE_ELEMENT_TYPE } from '@/lib/contract/choices';
import { fileContentHref } from '@/lib/contract/file-slots';
import { publicElementSchema, type PublicElement } from '@/lib/contract/site-element-content';
import { publicElementHref } from '@/lib/areas/site-element-workflow';
import type { SiteElement } from '@/lib/areas/site-elements';
import { formatDateTime } from '@/lib/format';
import { UpstreamUnavailableError } from '@/lib/upstream/errors';
import { upstreamFetch } from '@/lib/upstream/transport';

const served = okEnvelope(publicElementSchema);

/** What the public content API answers for the key now: the element, nothing (404), or unknown. */
async function readServed(key: string): Promise<PublicElement | null | 'unreachable'> {
  try {
    const answer = await upstreamFetch(`public/elements/${encodeURIComponent(key)}`, {
      headers: new Headers({ accept: 'application/json' }),
    });
    if (answer.status === 404) return null;
    if (!answer.ok) return 'unreachable';
    const parsed = served.safeParse(await answer.json());
    return parsed.success ? parsed.data.data : 'unreachable';
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return 'unreachable';
    throw error;
  }
}

/** The served element drawn roughly as the website would. */
function Rendered({ element }: { element: PublicElement }) {
  const { content } = element;
  if ('books' in content)
    return (
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{content.heading}</h2>
        <ol className="ml-5 list-decimal text-sm">
          {content.books.map((book) => (
            <li key={book.isbn}>
              {book.title} <span className="text-muted-foreground">· {book.isbn}</span>
            </li>
          ))}
        </ol>
      </section>
    );
  if ('author' in content)
    return (
      <section className="space-y-2">
        <p className="text-sm text-muted-foreground">{content.author.name}</p>
        <h2 className="text-xl font-semibold">{content.heading}</h2>
        <p className="whitespace-pre-line">{content.text}</p>
      </section>
    );
  return (
    <section className="space-y-2">
      {content.imageFileId ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private stored file through the BFF
        <img
          src={fileContentHref(content.imageFileId)}
          alt=""
          className="max-h-56 w-full rounded object-cover"
        />
      ) : null}
      <h2 className="text-2xl font-semibold tracking-tight">{content.heading}</h2>
      {content.text ? <p className="whitespace-pre-line">{content.text}</p> : null}
      {content.linkUrl ? <p className="text-sm underline">{content.linkUrl}</p> : null}
    </section>
  );
}

/**
 * What the website is served for this element's key right now, read from the public content API itself:
 * drawn, and as the JSON the website receives.
 */
export async function ElementPreview({ element }: { element: SiteElement }) {
  const answer = await readServed(element.key);
  const address = publicElementHref(element.key);
  return (
    <div className="max-w-3xl space-y-4" aria-label="What is served">
      <p className="text-sm text-muted-foreground">
        The website reads it at <code className="font-mono">{address}</code>.
      </p>
      {element.state === 'changed' ? (
        <p className="rounded-md border border-dashed p-3 text-sm">
          The draft has changes the website does not see yet: Publish changes to serve them.
        </p>
      ) : null}
      {answer === 'unreachable' ? (
        <p className="text-sm" role="status">
          What is served could not be read just now. Try again in a moment.
        </p>
      ) : answer === null ? (
        <p className="text-sm" role="status">
          Nothing is served: the website gets “not found” for this key until the element is published.
        </p>
      ) : (
        <>
          <article aria-label="Served element" className="space-y-2 rounded-md border p-6">
            <p className="text-xs text-muted-foreground">
              {SITE_ELEMENT_TYPE.labels[answer.type]} · published {formatDateTime(answer.publishedAt)}
            </p>
            <Rendered element={answer} />
          </article>
          <details>
            <summary className="cursor-pointer text-sm">The JSON the website receives</summary>
            <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-4 text-xs">
              {JSON.stringify({ success: true, data: answer }, null, 2)}
            </pre>
          </details>
        </>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { SchemaView, typeLabel } from '@/components/apps/schema-view';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { loadApiReference, type JsonSchema, type Operation } from '@/lib/apps/openapi-document';
import { openPage } from '@/lib/pages/context';
import { groupName, levelName, sectionName } from '@/lib/rights';

export const metadata: Metadata = { title: 'API Reference' };

type Props = { searchParams: Promise<{ tag?: string | string[] }> };

const METHOD_VARIANTS = {
  get: 'secondary',
  post: 'success',
  put: 'warning',
  patch: 'warning',
  delete: 'destructive',
} as const;

function rightsText(operation: Operation): string {
  if (!operation.security?.length) return 'Public: no token needed';
  const guard = operation['x-rights'] ?? [];
  if (guard.length === 0) return 'Any signed-in user';
  return guard
    .map((set) =>
      set
        .map((requirement) =>
          requirement.groupId !== undefined
            ? `group ${requirement.groupId} (${groupName(requirement.groupId) ?? '?'})`
            : `${sectionName(requirement.sectionId ?? 0) ?? `section ${requirement.sectionId}`} at ${levelName(requirement.minLevel ?? 0) ?? requirement.minLevel}`,
        )
        .join(' or '),
    )
    .join(', and ');
}

const anchorOf = (operation: Operation) =>
  `${operation.method}-${operation.path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}`;

function firstSchema(content: Record<string, { schema?: JsonSchema }> | undefined) {
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  return type ? { type, schema: media?.schema } : null;
}

function OperationView({
  operation,
  schemas,
}: {
  operation: Operation;
  schemas: Record<string, JsonSchema>;
}) {
  const body = firstSchema(operation.requestBody?.content);
  return (
    <section
      id={anchorOf(operation)}
      aria-label={`${operation.method.toUpperCase()} ${operation.path}`}
      className="space-y-3 rounded-lg border p-4"
    >
      <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <Badge variant={METHOD_VARIANTS[operation.method as keyof typeof METHOD_VARIANTS] ?? 'outline'}>
          {operation.method.toUpperCase()}
        </Badge>
        <span className="break-all">{operation.path}</span>
      </h3>
      {operation.summary ? <p className="font-medium">{operation.summary}</p> : null}
      {operation.description ? (
        <p className="text-sm text-muted-foreground">{operation.description}</p>
      ) : null}
      <p className="text-sm">
        <span className="text-muted-foreground">Rights: </span>
        {rightsText(operation)}
      </p>
      {operation.parameters?.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Parameters of {operation.method.toUpperCase()} {operation.path}
            </caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="pr-4 font-medium">
                  Parameter
                </th>
                <th scope="col" className="pr-4 font-medium">
                  In
                </th>
                <th scope="col" className="pr-4 font-medium">
                  Type
                </th>
                <th scope="col" className="font-medium">
                  Description
                </th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`} className="border-t align-top">
                  <td className="py-1 pr-4 font-mono text-xs">
                    {parameter.name}
                    {parameter.required ? '' : '?'}
                  </td>
                  <td className="py-1 pr-4">{parameter.in}</td>
                  <td className="py-1 pr-4 font-mono text-xs">
                    {parameter.schema ? typeLabel(parameter.schema) : 'any'}
                  </td>
                  <td className="py-1">{parameter.description ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {body ? (
        <div className="space-y-1 text-sm">
          <h4 className="font-medium">
            Request body <span className="font-mono text-xs text-muted-foreground">{body.type}</span>
            {body.schema ? <span className="ml-2 font-mono text-xs">{typeLabel(body.schema)}</span> : null}
          </h4>
          {body.schema ? <SchemaView schema={body.schema} schemas={schemas} /> : null}
        </div>
      ) : null}
      <div className="space-y-2 text-sm">
        <h4 className="font-medium">Responses</h4>
        <ul className="space-y-2">
          {Object.entries(operation.responses).map(([status, response]) => {
            const answer = firstSchema(response.content);
            return (
              <li key={status}>
                <span className="font-mono text-xs font-semibold">{status}</span> {response.description ?? ''}
                {answer ? (
                  <span className="ml-2 font-mono text-xs text-muted-foreground">
                    {answer.type}
                    {answer.schema ? `: ${typeLabel(answer.schema)}` : ''}
                  </span>
                ) : null}
                {answer?.schema && status.startsWith('2') ? (
                  <SchemaView schema={answer.schema} schemas={schemas} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/**
 * The publishing API's reference, rendered on the server from its OpenAPI document: the tags as an index,
 * one tag's operations at a time (method, path, summary, rights, parameters, request and response schemas).
 */
export default async function ApiReferencePage({ searchParams }: Props) {
  await openPage('/apps/api-reference');
  const reference = await loadApiReference();
  const asked = (await searchParams).tag;
  const wanted = typeof asked === 'string' ? asked : undefined;
  const current = reference.tags.find(({ tag }) => tag === wanted) ?? reference.tags[0];
  const total = reference.tags.reduce((sum, { operations }) => sum + operations.length, 0);

  return (
    <div className="space-y-6">
      <PageHeader
        title="API Reference"
        description={`${reference.title} ${reference.version}: ${total} operations in ${reference.tags.length} groups (OpenAPI ${reference.openapi}).`}
        actions={
          <>
            <Link href="/apps" className="text-sm font-medium underline underline-offset-4">
              Back to Apps
            </Link>
            <a href="/api/openapi.json" className="text-sm font-medium underline underline-offset-4">
              openapi.json
            </a>
          </>
        }
      />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label="API groups">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {reference.tags.map(({ tag, operations }) => (
              <li key={tag}>
                <Link
                  href={`/apps/api-reference?tag=${encodeURIComponent(tag)}`}
                  aria-current={tag === current?.tag ? 'page' : undefined}
                  className="flex justify-between gap-2 rounded-md px-2 py-1 text-sm hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:font-semibold"
                >
                  <span>{tag}</span>
                  <span className="text-muted-foreground">{operations.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {current ? (
          <div className="min-w-0 space-y-4">
            <h2 className="text-lg font-semibold">{current.tag}</h2>
            <ul className="space-y-1 text-sm">
              {current.operations.map((operation) => (
                <li key={anchorOf(operation)}>
                  <a
                    href={`#${anchorOf(operation)}`}
                    className="font-mono text-xs underline-offset-4 hover:underline"
                  >
                    {operation.method.toUpperCase()} {operation.path}
                  </a>
                  {operation.summary ? (
                    <span className="text-muted-foreground"> — {operation.summary}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {current.operations.map((operation) => (
              <OperationView key={anchorOf(operation)} operation={operation} schemas={reference.schemas} />
            ))}
          </div>
        ) : (
          <p>The publishing API describes no operations.</p>
        )}
      </div>
    </div>
  );
}

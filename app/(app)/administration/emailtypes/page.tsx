import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDay } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { listEmailTypes } from '@/lib/upstream/marketing';

export const metadata: Metadata = { title: 'Email Types' };

const EMAIL_TYPES_HREF = '/administration/emailtypes';

/** Every message the product sends, with the subject it goes out with; each opens to be reworded. */
export default async function EmailTypesPage() {
  const { caller } = await openPage(EMAIL_TYPES_HREF);
  const types = await listEmailTypes(caller).then(
    (found) => ({ found, failure: null }),
    (error: unknown) => ({
      found: null,
      failure: failureMessage(error, 'The email types could not be read.'),
    }),
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Email Types"
        description="The words of every message Colophon sends. Each type has its variables, filled in when a message goes out."
      />
      {types.found === null ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the email types</AlertTitle>
          <AlertDescription>{types.failure}</AlertDescription>
        </Alert>
      ) : types.found.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No email types are stored: the database needs its migrations.
        </p>
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Email type</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Variables</TableHead>
                <TableHead>Changed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {types.found.map((type) => (
                <TableRow key={type.emailTypeId}>
                  <TableCell className="align-top">
                    <Link
                      href={`${EMAIL_TYPES_HREF}/${type.emailTypeId}`}
                      className="font-medium hover:underline"
                    >
                      {type.name}
                    </Link>
                    <p className="max-w-md text-xs whitespace-normal text-muted-foreground">
                      {type.description}
                    </p>
                  </TableCell>
                  <TableCell className="align-top whitespace-normal">{type.subject}</TableCell>
                  <TableCell className="align-top font-mono text-xs whitespace-normal">
                    {type.variables.map((variable) => variable.name).join(', ')}
                  </TableCell>
                  <TableCell className="align-top">{formatDay(type.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}

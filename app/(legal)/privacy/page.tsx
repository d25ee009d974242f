import type { Metadata } from 'next';

import { LegalHeader, LegalSection } from '@/components/auth/legal-section';

export const metadata: Metadata = { title: 'Privacy Notice' };

const RETENTION = [
  { what: 'Sign-in records (successes and failures)', how: '12 months' },
  { what: 'Request log (every call to the service)', how: '30 days' },
  { what: 'Copies of mails sent by Colophon', how: '90 days' },
  { what: 'Access requests', how: '6 months after the decision' },
  {
    what: 'Audit trail of changes',
    how: 'As long as the records it describes, and at least as long as the law requires for accounting records',
  },
  {
    what: 'Your account',
    how: 'While you work for the firm; it is deactivated when you leave and its details removed a year later',
  },
];

export default function PrivacyPage() {
  return (
    <>
      <LegalHeader title="Privacy Notice">
        What Colophon records about the people who use it, why, and for how long.
      </LegalHeader>

      <LegalSection title="Your account">
        <p>
          Your name, user name, work email, job title and phone number if given, the groups and rights you
          hold, and your preferences (theme, font, notifications and display). Your password is kept only as a
          salted hash, and the tokens that keep you signed in only as hashes too, so nobody can read them from
          the database.
        </p>
      </LegalSection>

      <LegalSection title="What is logged, and why">
        <ul>
          <li>
            <strong>Sign-ins.</strong> Every attempt, successful or not: the time, the user name typed, the
            network (IP) address and the browser&apos;s user agent. Used to stop password guessing, to spot
            accounts used from unusual places, and in the user-login report.
          </li>
          <li>
            <strong>Audit trail.</strong> Every change to a record: who made it, when, which record, and its
            values before and after (passwords and other secrets are never included). Used to keep contract,
            royalty and financial records accountable and to undo mistakes.
          </li>
          <li>
            <strong>Request log.</strong> Each call to the service: the time, the kind of request, the result,
            how long it took and who made it. Used to find errors and keep the service running well.
          </li>
          <li>
            <strong>Mails.</strong> A copy of each mail Colophon sends (sign-in codes, password reset links,
            notifications), so that delivery can be checked.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Cookies and storage in your browser">
        <p>
          Only what the service needs to work: an encrypted session cookie while you are signed in (at most 8
          hours without activity), a short-lived cookie during a two-factor sign-in (10 minutes), a cookie
          remembering whether the sidebar is open (7 days), and your theme and font choice in the
          browser&apos;s local storage. There are no analytics or advertising cookies, and nothing is shared
          with third parties.
        </p>
      </LegalSection>

      <LegalSection title="Who can see it">
        <p>
          Super Users and the developers who run the service, for the purposes above; staff with the right to
          the user-login report see sign-in records. Nobody else in the firm can see another person&apos;s
          records, and nothing is sold or passed to anyone outside the firm unless the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="How long it is kept">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
          {RETENTION.map((row) => (
            <div key={row.what} className="contents">
              <dt className="font-medium">{row.what}</dt>
              <dd className="text-muted-foreground">{row.how}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>

      <LegalSection title="Your rights and contact">
        <p>
          You can see and correct your own details under Settings, and ask what else is held about you, to
          have it corrected, or to have it removed where the firm is not required to keep it. Send such
          requests and any questions about this notice to a Super User or to the firm&apos;s data protection
          contact named in the staff handbook.
        </p>
      </LegalSection>
    </>
  );
}

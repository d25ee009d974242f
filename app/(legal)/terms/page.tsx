import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { LegalHeader, LegalSection } from '@/components/auth/legal-section';

export const metadata: Metadata = { title: 'Terms of Use' };

export default function TermsPage() {
  return (
    <>
      <LegalHeader title="Terms of Use">
        The rules for using Colophon, the firm&apos;s back office. By signing in you accept them.
      </LegalHeader>

      <LegalSection title="Who may use Colophon">
        <p>
          Colophon is for the firm&apos;s staff and for contractors the firm has engaged. Accounts are given
          by a Super User; there is no open registration. An account belongs to one person: do not share it,
          and do not let anyone work in Colophon under your name.
        </p>
      </LegalSection>

      <LegalSection title="Acceptable use">
        <ul>
          <li>Use Colophon only for the firm&apos;s business and within the rights your groups give you.</li>
          <li>
            Treat what you see as confidential: authors&apos; personal details, contracts, royalties, prices,
            sales and financial records. Share them only with people who need them for their work.
          </li>
          <li>
            Take data out of Colophon (exports, reports, copies) only through its own export functions and
            keep it on the firm&apos;s systems.
          </li>
          <li>
            Do not try to reach screens or data beyond your rights, to get round sign-in or its limits, or to
            disturb the service (for example with automated requests).
          </li>
          <li>Enter records truthfully; every change is recorded with your name.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your account and its security">
        <ul>
          <li>
            Choose a password of at least 7 characters that you use nowhere else, and change it at once if you
            think someone else knows it.
          </li>
          <li>
            If your account asks for a sign-in code, the code is mailed to you and lasts 10 minutes. Never
            pass it on: nobody at the firm will ask you for it.
          </li>
          <li>
            After 5 failed sign-in attempts within 15 minutes, further attempts for that user name or from
            that address are refused for a quarter of an hour.
          </li>
          <li>A session ends after 8 hours without activity. Sign out when you leave a shared computer.</li>
          <li>
            Tell a Super User straight away about a lost device, a suspected break-in or anything in Colophon
            that looks wrong.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="What is recorded">
        <p>
          Sign-ins (with the network address and browser they came from), the requests made to the service and
          every change to records are logged, to keep the service secure and the firm&apos;s records
          accountable. The{' '}
          <Link href="/privacy" className="font-medium underline underline-offset-4">
            Privacy Notice
          </Link>{' '}
          says what exactly is kept and for how long.
        </p>
      </LegalSection>

      <LegalSection title="When these terms are broken">
        <p>
          A Super User may suspend an account that breaks these terms or puts the firm&apos;s data at risk.
          Misuse is handled under the firm&apos;s staff policies and, for contractors, under their contract.
        </p>
      </LegalSection>

      <LegalSection title="Changes and questions">
        <p>
          The firm may change these terms; the version on this page is the one that applies. Questions about
          them go to your line manager or to a Super User.
        </p>
      </LegalSection>
    </>
  );
}

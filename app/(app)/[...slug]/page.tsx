import { notFound } from 'next/navigation';

/**
 * An address inside the app that no screen answers (every route of spec 2.2 has its own page, which
 * takes precedence): not found, within the layout for a signed-in user.
 */
export default function UnknownAppPage(): never {
  notFound();
}

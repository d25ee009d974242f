import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { guardPage } from '@/lib/auth/dal';
import { screenForPath } from '@/lib/navigation/routes';
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';

type Props = { params: Promise<{ slug: string[] }> };

async function pathOf(params: Props['params']): Promise<string> {
  return `/${(await params).slug.join('/')}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const screen = screenForPath(await pathOf(params));
  return { title: screen?.title ?? 'Not Found' };
}

/**
 * Every page of the navigation and of spec 2.2 whose screen is not built yet: guarded like the
 * real screen will be (403 when the user's rights do not reach it), then saying so in the layout.
 * Built screens have their own routes, which take precedence over this one.
 */
export default async function NotYetAvailablePage({ params }: Props) {
  const path = await pathOf(params);
  const screen = screenForPath(path);
  if (!screen) notFound();
  await guardPage(path);
  return <ScreenPlaceholder title={screen.title} section={screen.section} />;
}

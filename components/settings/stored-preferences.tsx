import 'server-only';
import { unstable_rethrow } from 'next/navigation';

import { PreferenceSync } from '@/components/settings/preference-sync';
import { createLogger } from '@/lib/log';
import { loadMe } from '@/lib/auth/dal';
import { signInMark } from '@/lib/preferences/me';

const log = createLogger('web');

/**
 * For the authenticated layout: the signed-in user's stored theme and font, handed to the browser
 * once per sign-in. Render it inside a <Suspense> with no fallback; it draws nothing.
 */
async function StoredPreferences() {
  const stored = await Promise.all([loadMe(), signInMark()]).catch((error: unknown) => {
    unstable_rethrow(error);
    // The page works without it: the browser keeps its own remembered theme and font.
    log.warn({ err: error }, 'stored preferences unavailable');
    return null;
  });
  if (!stored) return null;
  const [me, mark] = stored;
  return <PreferenceSync theme={me.preferences.theme} font={me.preferences.font} signInMark={mark} />;
}

export { StoredPreferences };

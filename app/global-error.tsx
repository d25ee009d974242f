'use client';

import * as React from 'react';

import { THEME_STORAGE_KEY } from '@/components/theme/preferences';

/*
 * Replaces the root layout when the layout itself fails, so it depends on nothing the layout
 * provides: no global stylesheet, fonts, theme provider or router links. Colours follow the
 * stored theme, else the OS.
 */
const css = `
:root{color-scheme:light dark;--bg:#fff;--fg:#020817;--muted:#526177;--border:#cbd5e1;--btn:#0f172a;--btn-fg:#f8fafc;--ring:#475569}
@media (prefers-color-scheme:dark){:root:not(.light){--bg:#020817;--fg:#f8fafc;--muted:#94a3b8;--border:#334155;--btn:#f8fafc;--btn-fg:#0f172a;--ring:#cbd5e1}}
:root.dark{--bg:#020817;--fg:#f8fafc;--muted:#94a3b8;--border:#334155;--btn:#f8fafc;--btn-fg:#0f172a;--ring:#cbd5e1}
*{box-sizing:border-box}
body{margin:0;min-height:100svh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--fg);font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:center;padding:2.5rem 1rem}
main{display:flex;flex-direction:column;align-items:center;gap:.5rem;max-width:36rem;width:100%}
.code{font-size:clamp(5rem,20vw,7rem);line-height:1.25;font-weight:700;margin:0}
h1{font-size:1.125rem;font-weight:500;margin:0}
h2{font-size:1rem;font-weight:600;margin:2.5rem 0 0}
p{margin:0}.muted{color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem;margin-top:1.5rem}
.btn{display:inline-flex;align-items:center;height:2.25rem;padding:0 1rem;border-radius:.375rem;font:500 .875rem/1 inherit;cursor:pointer;text-decoration:none;border:1px solid var(--btn);background:var(--btn);color:var(--btn-fg)}
.btn.btn-outline{background:transparent;color:var(--fg);border-color:var(--border)}
.btn:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
pre{width:100%;text-align:left;white-space:pre-wrap;overflow-x:auto;border:1px solid var(--border);border-radius:.375rem;padding:1rem;font-size:.875rem}
`;

export default function GlobalError({
  error,
  retry,
}: {
  error: unknown;
  reset: () => void;
  retry: () => void;
}) {
  const [showDetails, setShowDetails] = React.useState(false);
  const message = error instanceof Error ? error.message || error.name : String(error);
  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : undefined;

  React.useEffect(() => {
    console.error(error);
    try {
      const theme = window.localStorage.getItem(THEME_STORAGE_KEY);
      if (theme === 'light' || theme === 'dark') document.documentElement.classList.add(theme);
    } catch {
      // No storage: the OS preference applies.
    }
  }, [error]);

  return (
    <html lang="en">
      <head>
        <title>Something went wrong · Colophon</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main>
          <p className="code">500</p>
          <h1>{"Oops! Something went wrong :')"}</h1>
          <p className="muted">We apologize for the inconvenience. Please try again later.</p>
          <div className="actions">
            <button type="button" className="btn btn-outline" onClick={() => window.history.back()}>
              Go Back
            </button>
            {/* A full page load: the client router may be what broke. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a className="btn" href="/">
              Back to Home
            </a>
          </div>
          <h2>Something went wrong!</h2>
          <div className="actions">
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={showDetails}
              aria-controls="global-error-details"
              onClick={() => setShowDetails((shown) => !shown)}
            >
              {showDetails ? 'Hide Error' : 'Show Error'}
            </button>
            <button type="button" className="btn" onClick={() => retry()}>
              Try again
            </button>
          </div>
          <pre id="global-error-details" hidden={!showDetails}>
            {message}
            {digest ? `\n\nDigest: ${digest}` : null}
          </pre>
        </main>
      </body>
    </html>
  );
}

/** The first stop of the keyboard: past the sidebar and header, straight to the page's content. */
function SkipToMain() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
    >
      Skip to main content
    </a>
  );
}

export { SkipToMain };

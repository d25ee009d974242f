/** One titled part of the terms or the privacy notice. */
function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 text-sm leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The page's title and what the page is for. */
function LegalHeader({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </header>
  );
}

export { LegalHeader, LegalSection };

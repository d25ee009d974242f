import { CardDescription, CardHeader } from '@/components/ui/card';

/** The card's title is the page's one h1: the signed-out screens have no other heading above it. */
function AuthHeader({ title, description }: { title: string; description?: React.ReactNode }) {
  return (
    <CardHeader>
      <h1 data-slot="card-title" className="text-xl leading-tight font-semibold tracking-tight">
        {title}
      </h1>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </CardHeader>
  );
}

export { AuthHeader };

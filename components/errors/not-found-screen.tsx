import * as React from 'react';

import { StatusScreen } from '@/components/errors/status-screen';

/** Spec 2.3: the not-found screen, texts verbatim. */
function NotFoundScreen({ as, className }: { as?: 'main' | 'div'; className?: string }) {
  return (
    <StatusScreen
      as={as}
      className={className}
      code="404"
      title="Oops! Page Not Found!"
      description="It seems like the page you're looking for does not exist or might have been removed."
    />
  );
}

export { NotFoundScreen };

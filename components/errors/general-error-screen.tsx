import * as React from 'react';

import { StatusScreen } from '@/components/errors/status-screen';

type GeneralErrorScreenProps = {
  /** Spec 2.3: minimal mode hides the 500 and the two buttons, for errors inside a page section. */
  minimal?: boolean;
  as?: 'main' | 'div';
  className?: string;
  /** Extra content under the message, e.g. the error boundary's details and Try again. */
  children?: React.ReactNode;
};

function GeneralErrorScreen({ minimal = false, as, className, children }: GeneralErrorScreenProps) {
  return (
    <StatusScreen
      as={as ?? (minimal ? 'div' : 'main')}
      headingAs={minimal ? 'h2' : 'h1'}
      compact={minimal}
      className={className}
      code={minimal ? undefined : '500'}
      title="Oops! Something went wrong :')"
      description="We apologize for the inconvenience. Please try again later."
      showNavigation={!minimal}
    >
      {children}
    </StatusScreen>
  );
}

export { GeneralErrorScreen, type GeneralErrorScreenProps };

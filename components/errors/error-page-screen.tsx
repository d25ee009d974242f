import * as React from 'react';

import { StatusScreen, type StatusScreenProps } from '@/components/errors/status-screen';

type ErrorPageScreenProps = {
  code: string;
  title: string;
  description: React.ReactNode;
  primaryAction?: StatusScreenProps['primaryAction'];
  className?: string;
};

/** The dedicated status pages (/401, /403, /500, /503): code, title, one helpful sentence, the two buttons. */
function ErrorPageScreen({ code, title, description, primaryAction, className }: ErrorPageScreenProps) {
  return (
    <StatusScreen
      className={className}
      code={code}
      title={title}
      description={description}
      primaryAction={primaryAction}
    />
  );
}

export { ErrorPageScreen, type ErrorPageScreenProps };

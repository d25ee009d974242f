'use client';

import type * as React from 'react';

import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { SIDEBAR_WIDTH_MOBILE } from '@/components/layout/sidebar-constants';

/** The sidebar as a drawer on narrow screens; loaded only on them (see `Sidebar`). */
export function MobileSidebar({
  label,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar-mobile"
        className="w-(--sidebar-width)! max-w-none bg-sidebar! p-0 text-sidebar-foreground sm:max-w-none! [&_[data-slot=sidebar-header]]:pr-10"
        style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as React.CSSProperties}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">The navigation of the back office.</SheetDescription>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}

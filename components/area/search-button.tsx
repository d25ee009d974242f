'use client';

import * as React from 'react';
import dynamic from 'next/dynamic';

import { Button, type ButtonProps } from '@/components/ui/button';
import type { PickedRecord, RecordSearch } from './record-picker';

const RecordSearchPopover = dynamic(
  () => import('./record-search-popover').then((module) => module.RecordSearchPopover),
  { ssr: false },
);

/**
 * A button that finds one record by searching (a contact to add as a party, a contributor to filter
 * by) in a popover beside it; the search's code loads at the first press.
 */
export function SearchButton({
  source,
  chosen = [],
  onPick,
  ...button
}: Omit<ButtonProps, 'onClick'> & {
  source: RecordSearch;
  /** Shown but not offered again. */
  chosen?: readonly number[];
  onPick: (picked: PickedRecord) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [searching, setSearching] = React.useState(false);
  const trigger = (
    <Button
      {...button}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setSearching(true);
        setOpen(true);
      }}
    />
  );
  if (!searching) return trigger;
  return (
    <RecordSearchPopover
      open={open}
      onOpenChange={setOpen}
      source={source}
      chosen={chosen}
      onPick={(picked) => {
        setOpen(false);
        onPick(picked);
      }}
      trigger={trigger}
    />
  );
}

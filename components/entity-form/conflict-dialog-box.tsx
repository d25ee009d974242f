'use client';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Someone saved the record since it was read (409): reload their version, or keep editing to copy. */
export function ConflictDialogBox({
  open,
  noun,
  message,
  onKeepEditing,
  onReload,
}: {
  open: boolean;
  noun: string;
  message: string;
  onKeepEditing: () => void;
  onReload: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Someone else changed this {noun}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Reload to see their version (your changes here are discarded), or keep editing to copy your changes
          somewhere first.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button onClick={onReload}>Reload the {noun}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

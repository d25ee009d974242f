'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { sendNewsMove, type NewsMove } from './status-actions';

type ScheduleValues = { publishAt: string };

/** The time the item goes live, in UTC as the firm's clock keeps it; the API refuses a time gone by. */
export function ScheduleDialog({
  open,
  onOpenChange,
  move,
  proposed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  move: NewsMove;
  /** The time offered first, `YYYY-MM-DDTHH:MM` in UTC. */
  proposed: string;
}) {
  const router = useRouter();
  const form = useForm<ScheduleValues>({ defaultValues: { publishAt: proposed } });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function schedule({ publishAt }: ScheduleValues) {
    setRefusal(null);
    const at = `${publishAt}:00Z`;
    try {
      await sendNewsMove(move, 'scheduled', at);
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, ['publishAt'], 'The server could not be reached; nothing changed.'),
      );
      return;
    }
    toast.success(`Scheduled to go live ${formatDateTime(at)}`);
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Schedule the news item"
      description="It goes live on the website by itself at this time (UTC)."
      refusal={refusal ? { title: 'Not scheduled', message: refusal } : null}
      submitLabel="Schedule"
      onSubmit={schedule}
    >
      <TextField
        control={form.control}
        name="publishAt"
        label="Goes live at (UTC)"
        type="datetime-local"
        required
      />
    </FormDialog>
  );
}

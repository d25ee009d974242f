'use client';

import * as React from 'react';
import { ChevronDownIcon, EllipsisIcon } from '@/components/icons';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { LazyDropdown } from '@/components/ui/lazy-menu';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { State, States } from './specimen';

/*
 * The gallery's interactive specimens. Each heavy part (Radix, the menu, the dialog) loads on first
 * use, as it does on the app's own screens, so the page stays light however many it shows.
 */

const SampleDialog = lazyDialog(() => import('./sample-dialog').then((module) => module.SampleDialog));

export function DialogDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <SampleDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export function ConfirmDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete sample record
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the sample record?"
        description="Nothing is deleted: this is the confirmation every delete asks for."
        confirmLabel="Delete"
        onConfirm={async () => {
          toast.success('Nothing was deleted: this was a sample');
          return true;
        }}
      />
    </>
  );
}

export function DropdownDemo() {
  return (
    <States>
      <State label="Actions menu">
        <LazyDropdown
          load={() => import('./sample-menu').then((module) => module.SampleMenu)}
          contentProps={{}}
        >
          <Button variant="outline">
            Actions
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </LazyDropdown>
      </State>
      <State label="Row menu (icon)">
        <LazyDropdown
          load={() => import('./sample-menu').then((module) => module.SampleMenu)}
          contentProps={{}}
        >
          <Button variant="ghost" size="icon" aria-label="More actions">
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </LazyDropdown>
      </State>
    </States>
  );
}

export function ToastDemo() {
  return (
    <States>
      <Button variant="outline" onClick={() => toast.success('Saved the sample record')}>
        Success toast
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast.error('Not saved', {
            description: 'The sample server refused it: this is what a failure says.',
          })
        }
      >
        Error toast
      </Button>
    </States>
  );
}

export function TabsDemo() {
  const [tab, setTab] = React.useState('details');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="terms">Terms</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
        <TabsTrigger value="locked" disabled>
          Locked
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="p-2 text-sm">
        The record’s fields. The arrow keys, Home and End move between tabs.
      </TabsContent>
      <TabsContent value="terms" className="p-2 text-sm">
        Royalty terms, escalators and subsidiary rights.
      </TabsContent>
      <TabsContent value="history" className="p-2 text-sm">
        Every change, who made it and when.
      </TabsContent>
      <TabsContent value="locked" className="p-2 text-sm">
        Never shown: its tab is disabled.
      </TabsContent>
    </Tabs>
  );
}

export function CheckboxDemo() {
  // The checkbox is controlled only: each sample keeps its own state, so that each can be ticked.
  const [unchecked, setUnchecked] = React.useState(false);
  const [checked, setChecked] = React.useState(true);
  const [all, setAll] = React.useState<boolean | 'indeterminate'>('indeterminate');
  const id = React.useId();
  return (
    <States>
      <State label="Unchecked">
        <Checkbox aria-label="Unchecked sample" checked={unchecked} onCheckedChange={setUnchecked} />
      </State>
      <State label="Checked">
        <Checkbox aria-label="Checked sample" checked={checked} onCheckedChange={setChecked} />
      </State>
      <State label="Mixed (select all)">
        <div className="flex items-center gap-2">
          <Checkbox id={id} checked={all} onCheckedChange={setAll} />
          <Label htmlFor={id}>Select all</Label>
        </div>
      </State>
      <State label="Disabled">
        <Checkbox aria-label="Disabled sample" disabled />
      </State>
    </States>
  );
}

export function SwitchDemo() {
  const id = React.useId();
  return (
    <States>
      <State label="Off / on">
        <div className="flex items-center gap-2">
          <Switch id={id} />
          <Label htmlFor={id}>Email me</Label>
        </div>
      </State>
      <State label="On">
        <Switch aria-label="On sample" defaultChecked />
      </State>
      <State label="Disabled">
        <Switch aria-label="Disabled sample" disabled />
      </State>
    </States>
  );
}

export function CollapsibleDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="space-y-2">
      <CollapsibleTrigger className="inline-flex items-center gap-1 text-sm font-medium hover:underline">
        <ChevronDownIcon
          aria-hidden="true"
          className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
        />
        Subsidiary rights
      </CollapsibleTrigger>
      <CollapsibleContent>
        <p className="rounded-md border p-3 text-sm">
          Audio, translation and serial rights, each with its share.
        </p>
      </CollapsibleContent>
    </Collapsible>
  );
}

'use client';

import * as React from 'react';
import { InfoIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { State, States } from './specimen';

/* The specimens built on Radix, in a module of their own that loads after the page (lazy-demos.tsx). */

const FORMATS = [
  ['hardback', 'Hardback'],
  ['paperback', 'Paperback'],
  ['ebook', 'E-book'],
  ['audio', 'Audiobook'],
] as const;

export function SelectDemo() {
  const id = React.useId();
  return (
    <States>
      <State label="With a value">
        <div className="grid gap-2">
          <Label htmlFor={id}>Format</Label>
          <Select defaultValue="paperback">
            <SelectTrigger id={id} className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FORMATS.map(([value, label]) => (
                <SelectItem key={value} value={value} disabled={value === 'audio'}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </State>
      <State label="Placeholder, small">
        <Select>
          <SelectTrigger size="sm" className="w-44" aria-label="Format (small)">
            <SelectValue placeholder="Choose a format" />
          </SelectTrigger>
          <SelectContent>
            {FORMATS.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </State>
      <State label="Invalid">
        <Select>
          <SelectTrigger className="w-44" aria-label="Format (invalid)" aria-invalid>
            <SelectValue placeholder="Choose a format" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="hardback">Hardback</SelectItem>
          </SelectContent>
        </Select>
      </State>
      <State label="Disabled">
        <Select disabled defaultValue="ebook">
          <SelectTrigger className="w-44" aria-label="Format (disabled)">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="ebook">E-book</SelectItem>
          </SelectContent>
        </Select>
      </State>
    </States>
  );
}

export function PopoverDemo() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">Open popover</Button>
      </PopoverTrigger>
      <PopoverContent className="space-y-1 text-sm">
        <p className="font-medium">Escalator</p>
        <p className="text-muted-foreground">10% to 5,000 copies, then 12.5%, then 15% from 10,000.</p>
      </PopoverContent>
    </Popover>
  );
}

export function TooltipDemo() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="What is a reserve against returns?">
            <InfoIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Royalties held back until the bookshops’ returns are known.</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

export function SheetDemo() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Open sheet</Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>On phones the sidebar and long filter lists open as a sheet.</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <Button>Apply</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

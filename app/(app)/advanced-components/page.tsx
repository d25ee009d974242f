import type { Metadata } from 'next';
import { InboxIcon, PlusIcon, TriangleAlertIcon } from '@/components/icons';

import { AreaTable } from '@/components/area/area-table';
import { DetailHeader, StatusBadge } from '@/components/detail-page/detail-header';
import { DetailTabs } from '@/components/detail-page/detail-tabs';
import { HistoryLoading } from '@/components/detail-page/history-tab';
import { RelatedTable } from '@/components/detail-page/related-table';
import { FormFailure } from '@/components/entity-form/form-failure';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { couponArea } from '@/lib/areas/coupons';
import {
  choiceLabel,
  choiceTone,
  CONTRACT_STATUS,
  COUPON_STATE,
  INVOICE_STATUS,
  ORDER_STATUS,
  ROYALTY_RUN_STATUS,
  type Choice,
} from '@/lib/contract/choices';
import {
  formatBytes,
  formatChange,
  formatCompact,
  formatDateTime,
  formatDay,
  formatDays,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { getInitials } from '@/lib/utils';
import {
  CheckboxDemo,
  CollapsibleDemo,
  ConfirmDemo,
  DialogDemo,
  DropdownDemo,
  SwitchDemo,
  TabsDemo,
  ToastDemo,
} from './demos';
import { FieldsDemo, PopoverDemo, SelectDemo, SheetDemo, TooltipDemo } from './lazy-demos';
import { SAMPLE_STATEMENTS, sampleCouponPage } from './sample-data';
import { GallerySection, Specimen, State, States } from './specimen';

export const metadata: Metadata = { title: 'UI Showcase' };

const SECTIONS = [
  ['themes', 'Light and dark'],
  ['actions', 'Buttons and badges'],
  ['inputs', 'Form controls'],
  ['overlays', 'Dialogs, menus and popups'],
  ['feedback', 'Feedback and loading'],
  ['layout', 'Layout'],
  ['lists', 'Lists'],
  ['forms', 'Record forms'],
  ['records', 'Record pages'],
  ['statuses', 'Statuses'],
  ['formats', 'Figures and dates'],
] as const;

const BUTTON_VARIANTS = ['default', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const;
const BUTTON_SIZES = ['sm', 'default', 'lg'] as const;
const BADGE_VARIANTS = ['default', 'secondary', 'outline', 'success', 'warning', 'destructive'] as const;
const TONES = ['neutral', 'progress', 'success', 'warning', 'danger'] as const;

const STATUS_LISTS: readonly [string, string, Choice][] = [
  ['Contracts', 'CONTRACT_STATUS', CONTRACT_STATUS],
  ['Orders', 'ORDER_STATUS', ORDER_STATUS],
  ['Invoices', 'INVOICE_STATUS', INVOICE_STATUS],
  ['Royalty runs', 'ROYALTY_RUN_STATUS', ROYALTY_RUN_STATUS],
  ['Coupons', 'COUPON_STATE', COUPON_STATE],
];

/** A sample instant: fixed, so the gallery reads the same on every visit. */
const SAMPLE_INSTANT = '2026-11-22T14:05:00.000Z';

const FORMATS: readonly [call: string, result: string][] = [
  ["formatMoney(1234550, 'EUR')", formatMoney(1_234_550, 'EUR')],
  ["formatMoney(-4990, 'GBP')", formatMoney(-4_990, 'GBP')],
  ["formatMoney(150000, 'JPY')", formatMoney(150_000, 'JPY')],
  ['formatMoney(null, …)', formatMoney(null, 'EUR')],
  ['formatNumber(1234567)', formatNumber(1_234_567)],
  ['formatCompact(1234567)', formatCompact(1_234_567)],
  ['formatDecimal(3.14159)', formatDecimal(3.14159)],
  ['formatPercent(12.5)', formatPercent(12.5)],
  ['formatChange(-3.25)', formatChange(-3.25)],
  ['formatDays(1.5)', formatDays(1.5)],
  ['formatBytes(5242880)', formatBytes(5_242_880)],
  ["formatDay('2026-11-22')", formatDay('2026-11-22')],
  [`formatDateTime('${SAMPLE_INSTANT}')`, formatDateTime(SAMPLE_INSTANT)],
];

/** A few primitives in one theme: the same markup in both panels of the side-by-side. */
function ThemeSample({ theme }: { theme: 'light' | 'dark' }) {
  const name = theme === 'light' ? 'Light' : 'Dark';
  return (
    <div
      className={`${theme} space-y-3 rounded-lg border bg-background p-4 text-foreground`}
      role="group"
      aria-label={`${name} theme`}
    >
      <p className="text-sm font-semibold">{name}</p>
      <States>
        <Button size="sm">Save</Button>
        <Button size="sm" variant="outline">
          Cancel
        </Button>
        <Button size="sm" variant="destructive">
          Delete
        </Button>
      </States>
      <States>
        {TONES.map((tone) => (
          <StatusBadge key={tone} label={tone} tone={tone} />
        ))}
      </States>
      <Input aria-label={`Sample field, ${theme}`} defaultValue="The Quiet Shore" />
      <Alert variant="warning" role="note">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>Held back</AlertTitle>
        <AlertDescription>A sale without a royalty term.</AlertDescription>
      </Alert>
      <p className="text-sm text-muted-foreground">Muted text on the background.</p>
    </div>
  );
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The UI kit's gallery (developers, group 12): every primitive and shared component in its states, with
 * where to import it from. Static samples only: it calls no API, and its list sorts and pages sample rows.
 */
export default async function UiShowcasePage({ searchParams }: { searchParams: SearchParams }) {
  await openPage('/advanced-components');
  const sampleCoupons = sampleCouponPage(couponArea.listDefinition.parse(await searchParams));

  return (
    <div className="space-y-10">
      <PageHeader
        title="UI Showcase"
        description="Every primitive and shared component of Colophon in its states, with the module to import it from. Switch the whole page between light and dark with the theme button in the header."
      />

      <nav aria-label="On this page" className="rounded-lg border p-4">
        <h2 className="mb-2 text-sm font-semibold">On this page</h2>
        <ol className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="underline-offset-4 hover:underline">
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <GallerySection
        id="themes"
        title="Light and dark"
        description="The same parts in both palettes, side by side, whatever theme the page is in."
      >
        <ThemeSample theme="light" />
        <ThemeSample theme="dark" />
      </GallerySection>

      <GallerySection
        id="actions"
        title="Buttons and badges"
        description="One primary action per view; destructive only for what cannot be undone."
      >
        <Specimen name="Button" imports="Button" from="@/components/ui/button" wide>
          {BUTTON_SIZES.map((size) => (
            <States key={size}>
              {BUTTON_VARIANTS.map((variant) => (
                <State key={variant} label={`${variant}, ${size}`}>
                  <Button variant={variant} size={size}>
                    {variant === 'destructive' ? 'Delete' : 'Save'}
                  </Button>
                </State>
              ))}
            </States>
          ))}
          <States>
            <State label="With an icon">
              <Button>
                <PlusIcon aria-hidden="true" />
                New contract
              </Button>
            </State>
            <State label="Icon only">
              <Button variant="outline" size="icon" aria-label="Add">
                <PlusIcon aria-hidden="true" />
              </Button>
            </State>
            <State label="Disabled">
              <Button disabled>Save</Button>
            </State>
            <State label="Loading">
              <Button disabled aria-busy="true">
                <Spinner label="" />
                Saving…
              </Button>
            </State>
            <State label="A link drawn as a button">
              <Button variant="outline" asChild>
                <a href="#actions">Open the list</a>
              </Button>
            </State>
          </States>
        </Specimen>
        <Specimen name="Badge" imports="Badge" from="@/components/ui/badge">
          <States>
            {BADGE_VARIANTS.map((variant) => (
              <State key={variant} label={variant}>
                <Badge variant={variant}>{variant === 'default' ? 'New' : variant}</Badge>
              </State>
            ))}
          </States>
        </Specimen>
        <Specimen
          name="Status badge"
          imports="StatusBadge"
          from="@/components/detail-page/detail-header"
          note="A status's tone picks the badge; the area declarations give each status its tone (see Statuses)."
        >
          <States>
            {TONES.map((tone) => (
              <State key={tone} label={`tone ${tone}`}>
                <StatusBadge
                  label={tone === 'neutral' ? 'Draft' : tone === 'danger' ? 'Cancelled' : tone}
                  tone={tone}
                />
              </State>
            ))}
          </States>
        </Specimen>
      </GallerySection>

      <GallerySection
        id="inputs"
        title="Form controls"
        description="Every control has a visible label; an error is said in words under the field, not by colour alone."
      >
        <Specimen name="Input" imports="Input" from="@/components/ui/input">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="sample-input">Title</Label>
              <Input id="sample-input" placeholder="The Quiet Shore" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="sample-input-invalid">ISBN</Label>
              <Input
                id="sample-input-invalid"
                defaultValue="978-0-00-000000-1"
                aria-invalid
                aria-describedby="sample-input-invalid-message"
              />
              <p id="sample-input-invalid-message" className="text-sm text-destructive">
                The check digit does not match
              </p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="sample-input-disabled">Reference</Label>
              <Input id="sample-input-disabled" defaultValue="CTR-2026-0042" disabled />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="sample-input-file">Sample file</Label>
              <Input id="sample-input-file" type="file" />
            </div>
          </div>
        </Specimen>
        <Specimen name="Textarea" imports="Textarea" from="@/components/ui/textarea">
          <div className="grid gap-2">
            <Label htmlFor="sample-textarea">Notes</Label>
            <Textarea id="sample-textarea" defaultValue="Grows with its text." />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sample-textarea-disabled">Locked notes</Label>
            <Textarea id="sample-textarea-disabled" defaultValue="Signed terms cannot change." disabled />
          </div>
        </Specimen>
        <Specimen
          name="Native select"
          imports="NativeSelect"
          from="@/components/ui/native-select"
          note="For a short list of plain choices: no script, the system picker on phones."
        >
          <States>
            <State label="Default">
              <div className="grid gap-2">
                <Label htmlFor="sample-native-select">Rows per page</Label>
                <NativeSelect id="sample-native-select" className="w-32" defaultValue="25">
                  <option value="10">10</option>
                  <option value="25">25</option>
                  <option value="50">50</option>
                </NativeSelect>
              </div>
            </State>
            <State label="Small, disabled">
              <NativeSelect size="sm" className="w-32" aria-label="Period" disabled defaultValue="q1">
                <option value="q1">Q1 2026</option>
              </NativeSelect>
            </State>
          </States>
        </Specimen>
        <Specimen
          name="Select"
          imports="Select, SelectTrigger, SelectContent, SelectItem"
          from="@/components/ui/select"
        >
          <SelectDemo />
        </Specimen>
        <Specimen name="Checkbox" imports="Checkbox" from="@/components/ui/checkbox">
          <CheckboxDemo />
        </Specimen>
        <Specimen name="Switch" imports="Switch" from="@/components/ui/switch">
          <SwitchDemo />
        </Specimen>
      </GallerySection>

      <GallerySection
        id="overlays"
        title="Dialogs, menus and popups"
        description="Their code loads on first use; each traps or returns focus as the WAI-ARIA patterns say."
      >
        <Specimen
          name="Dialog"
          imports="Dialog, DialogContent, DialogHeader, DialogTitle"
          from="@/components/ui/dialog"
          note="Loaded on first open with lazyDialog (@/components/ui/lazy-dialog)."
        >
          <DialogDemo />
        </Specimen>
        <Specimen
          name="Confirm dialog"
          imports="ConfirmDialog"
          from="@/components/entity-form/confirm-dialog"
        >
          <ConfirmDemo />
        </Specimen>
        <Specimen
          name="Dropdown menu"
          imports="LazyDropdown"
          from="@/components/ui/lazy-menu"
          note="The content is a DropdownMenuContent (@/components/ui/dropdown-menu) in a module of its own."
        >
          <DropdownDemo />
        </Specimen>
        <Specimen
          name="Popover"
          imports="Popover, PopoverTrigger, PopoverContent"
          from="@/components/ui/popover"
        >
          <PopoverDemo />
        </Specimen>
        <Specimen
          name="Tooltip"
          imports="Tooltip, TooltipTrigger, TooltipContent, TooltipProvider"
          from="@/components/ui/tooltip"
          note="Shows 700 ms after the pointer arrives, or on keyboard focus."
        >
          <TooltipDemo />
        </Specimen>
        <Specimen name="Sheet" imports="Sheet, SheetTrigger, SheetContent" from="@/components/ui/sheet">
          <SheetDemo />
        </Specimen>
      </GallerySection>

      <GallerySection
        id="feedback"
        title="Feedback and loading"
        description="What the app says after an action, while it waits, and when there is nothing to show."
      >
        <Specimen
          name="Toast"
          imports="toast"
          from="@/components/ui/toast"
          note="Bottom right, three at most, four seconds each; Alt+T moves to them."
        >
          <ToastDemo />
        </Specimen>
        <Specimen name="Alert" imports="Alert, AlertTitle, AlertDescription" from="@/components/ui/alert">
          <Alert role="note">
            <InboxIcon aria-hidden="true" />
            <AlertTitle>Default</AlertTitle>
            <AlertDescription>For information that needs no action.</AlertDescription>
          </Alert>
          <Alert variant="warning" role="note">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertTitle>Warning</AlertTitle>
            <AlertDescription>Two contracts were held back from the run.</AlertDescription>
          </Alert>
          <Alert variant="destructive" role="note">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertTitle>Destructive</AlertTitle>
            <AlertDescription>The statements could not be sent.</AlertDescription>
          </Alert>
        </Specimen>
        <Specimen name="Form failure" imports="FormFailure" from="@/components/entity-form/form-failure">
          <FormFailure title="Not saved" message="Someone else saved this record since you opened it." />
        </Specimen>
        <Specimen name="Spinner" imports="Spinner" from="@/components/ui/spinner">
          <States>
            <State label="Announced">
              <Spinner label="Loading the sample" />
            </State>
            <State label="Large">
              <Spinner label="" className="size-6" />
            </State>
          </States>
        </Specimen>
        <Specimen
          name="Skeleton"
          imports="Skeleton"
          from="@/components/ui/skeleton"
          note="Hidden from screen readers: say “loading” once, elsewhere."
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        </Specimen>
        <Specimen name="History loading" imports="HistoryLoading" from="@/components/detail-page/history-tab">
          <HistoryLoading />
        </Specimen>
        <Specimen
          name="Empty state"
          imports="RelatedTable"
          from="@/components/detail-page/related-table"
          note="A related list with no rows says so in words."
        >
          <RelatedTable
            caption="Sample statements"
            rows={[]}
            rowKey={() => 0}
            columns={[]}
            empty="No statements yet."
          />
        </Specimen>
      </GallerySection>

      <GallerySection id="layout" title="Layout" description="The frames the screens are built from.">
        <Specimen
          name="Card"
          imports="Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter"
          from="@/components/ui/card"
        >
          <Card>
            <CardHeader>
              <CardTitle as="h4">Royalty run Jan–Jun 2026</CardTitle>
              <CardDescription>214 statements, 3 held back</CardDescription>
              <CardAction>
                <StatusBadge label="Draft" />
              </CardAction>
            </CardHeader>
            <CardContent className="text-sm">
              Approve it to send the statements once it is locked.
            </CardContent>
            <CardFooter className="gap-2">
              <Button size="sm">Approve</Button>
            </CardFooter>
          </Card>
          <Card size="sm">
            <CardHeader>
              <CardDescription>Net sales this month (size sm)</CardDescription>
              <CardTitle as="h4" className="text-2xl tabular-nums">
                {formatMoney(4_812_300, 'EUR')}
              </CardTitle>
            </CardHeader>
          </Card>
        </Specimen>
        <Specimen name="Tabs" imports="Tabs, TabsList, TabsTrigger, TabsContent" from="@/components/ui/tabs">
          <TabsDemo />
        </Specimen>
        <Specimen
          name="Collapsible"
          imports="Collapsible, CollapsibleTrigger, CollapsibleContent"
          from="@/components/ui/collapsible"
        >
          <CollapsibleDemo />
        </Specimen>
        <Specimen name="Avatar" imports="Avatar, AvatarFallback" from="@/components/ui/avatar">
          <States>
            <State label="Circle">
              <Avatar>
                <AvatarFallback>{getInitials('Rowan Ashdown')}</AvatarFallback>
              </Avatar>
            </State>
            <State label="Square">
              <Avatar shape="square">
                <AvatarFallback>{getInitials('Imogen Vale')}</AvatarFallback>
              </Avatar>
            </State>
          </States>
        </Specimen>
        <Specimen name="Separator" imports="Separator" from="@/components/ui/separator">
          <p className="text-sm">Above</p>
          <Separator />
          <div className="flex h-5 items-center gap-3 text-sm">
            Left
            <Separator orientation="vertical" />
            Right
          </div>
        </Specimen>
        <Specimen
          name="Table"
          imports="Table, TableHeader, TableBody, TableRow, TableHead, TableCell"
          from="@/components/ui/table"
        >
          <Table>
            <caption className="sr-only">Formats of a title</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Format</TableHead>
                <TableHead align="end">Price</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              <TableRow>
                <TableCell>Hardback</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(2_499, 'EUR')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>E-book</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(999, 'EUR')}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Specimen>
        <Specimen
          name="Page header"
          imports="PageHeader"
          from="@/components/ui/page-header"
          note="The page’s single heading of level 1, its description and actions; this page’s own is at the top."
        >
          <p className="text-sm text-muted-foreground">See the top of this page.</p>
        </Specimen>
      </GallerySection>

      <GallerySection
        id="lists"
        title="Lists"
        description="The list of every record area, here over sample coupons: sort, search, filter and page it (ten rows a page show the paging); the address keeps the state."
      >
        <Specimen
          name="Area table"
          imports="AreaTable"
          from="@/components/area/area-table"
          wide
          note="Built on DataTable (@/components/data-table/data-table). While the next page loads, the rows stay, dimmed, beside a spinner."
        >
          <AreaTable view={couponArea.listView} initial={sampleCoupons} canDelete={false} />
        </Specimen>
        <Specimen name="Area table, empty" imports="AreaTable" from="@/components/area/area-table" wide>
          <AreaTable
            view={couponArea.listView}
            initial={{ items: [], meta: { page: 1, pageSize: 25, total: 0 } }}
            canDelete={false}
          />
        </Specimen>
        <Specimen name="Area table, failed" imports="AreaTable" from="@/components/area/area-table" wide>
          <AreaTable
            view={couponArea.listView}
            failure="The publishing API did not answer in time."
            canDelete={false}
          />
        </Specimen>
      </GallerySection>

      <GallerySection
        id="forms"
        title="Record forms"
        description="The field kinds of every record form, with the server’s messages beside the fields it refused."
      >
        <Specimen
          name="Fields"
          imports="TextField, SelectField, NumberField, MoneyField, CheckboxGroupField, SwitchField, TextareaField"
          note="The Story field is RichTextField, from @/components/entity-form/rich-text-field."
          from="@/components/entity-form/fields"
          wide
        >
          <FieldsDemo />
        </Specimen>
      </GallerySection>

      <GallerySection id="records" title="Record pages" description="The parts of a record's page.">
        <Specimen
          name="Detail header"
          imports="DetailHeader"
          from="@/components/detail-page/detail-header"
          wide
          note="It holds the record page’s heading of level 1 (of level 2 here, under the gallery’s headings)."
        >
          <DetailHeader
            titleLevel="h2"
            backHref="#records"
            backLabel="Contracts"
            title="The Quiet Shore: world English rights"
            status={{
              label: choiceLabel(CONTRACT_STATUS, 'signed'),
              tone: choiceTone(CONTRACT_STATUS, 'signed'),
            }}
            facts={[
              `Signed ${formatDay('2026-03-14')}`,
              'Author Rowan Ashdown',
              `Advance ${formatMoney(1_500_000, 'EUR')}`,
            ]}
            actions={<Button variant="outline">Amend</Button>}
          />
        </Specimen>
        <Specimen
          name="Detail tabs"
          imports="DetailTabs"
          from="@/components/detail-page/detail-tabs"
          wide
          note="The chosen tab is kept in the address’s hash."
        >
          <DetailTabs
            tabs={[
              {
                value: 'statements',
                label: 'Statements',
                count: SAMPLE_STATEMENTS.length,
                content: (
                  <RelatedTable
                    caption="Statements of the sample contract"
                    rows={SAMPLE_STATEMENTS}
                    rowKey={(row) => row.id}
                    empty="No statements yet."
                    columns={[
                      { header: 'Period', cell: (row) => row.period },
                      { header: 'Payee', cell: (row) => row.payee },
                      {
                        header: 'Payable',
                        align: 'end',
                        cell: (row) => formatMoney(row.payable, row.currency),
                      },
                    ]}
                  />
                ),
              },
              {
                value: 'publications',
                label: 'Publications',
                count: 0,
                content: (
                  <RelatedTable
                    caption="Publications"
                    rows={[]}
                    rowKey={() => 0}
                    columns={[]}
                    empty="No publications yet."
                  />
                ),
              },
            ]}
          />
        </Specimen>
      </GallerySection>

      <GallerySection
        id="statuses"
        title="Statuses"
        description="Each list's labels and tones as declared once in lib/contract/choices.ts and drawn with StatusBadge."
      >
        {STATUS_LISTS.map(([title, name, list]) => (
          <Specimen key={name} name={title} imports={name} from="@/lib/contract/choices">
            <States>
              {list.values.map((value) => (
                <StatusBadge key={value} label={choiceLabel(list, value)} tone={choiceTone(list, value)} />
              ))}
            </States>
          </Specimen>
        ))}
      </GallerySection>

      <GallerySection
        id="formats"
        title="Figures and dates"
        description="One locale and UTC on every screen, in exports and in mail; money is kept in minor units."
      >
        <Specimen
          name="Formatting"
          imports="formatMoney, formatNumber, formatDay, …"
          from="@/lib/format"
          wide
        >
          <Table containerProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Formatting examples' }}>
            <caption className="sr-only">Calls of lib/format.ts and what they give</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Call</TableHead>
                <TableHead>Shows</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {FORMATS.map(([call, result]) => (
                <TableRow key={call}>
                  <TableCell>
                    <code className="text-xs">{call}</code>
                  </TableCell>
                  <TableCell className="tabular-nums">{result}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Specimen>
      </GallerySection>
    </div>
  );
}

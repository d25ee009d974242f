'use client';

import * as React from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

import {
  type IconComponent,
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
} from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/*
 * A WYSIWYG editor of the HTML a rich-text field holds (TipTap over ProseMirror), loaded on first use:
 * headings, emphasis, lists, quotes and links, which the server's sanitiser keeps. Its toolbar is one
 * tab stop (arrow keys move along it); a link takes an http(s) or mailto address only.
 */

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  /** The field's own attributes from the form: id, described-by, invalid. */
  attributes: Record<string, string>;
  labelId: string;
}

const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

type Tool = {
  label: string;
  icon: IconComponent;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
};

const TOOLS: readonly Tool[] = [
  {
    label: 'Bold',
    icon: BoldIcon,
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: ItalicIcon,
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    icon: Heading2Icon,
    active: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    icon: Heading3Icon,
    active: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: ListIcon,
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrderedIcon,
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: QuoteIcon,
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Undo',
    icon: Undo2Icon,
    run: (editor) => editor.chain().focus().undo().run(),
    enabled: (editor) => editor.can().undo(),
  },
  {
    label: 'Redo',
    icon: Redo2Icon,
    run: (editor) => editor.chain().focus().redo().run(),
    enabled: (editor) => editor.can().redo(),
  },
];

/** Left and right move along the toolbar, Home and End to its ends (WAI-ARIA toolbar pattern). */
function moveAlong(event: React.KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next: number | undefined;
  if (event.key in keys) next = (at + (keys[event.key] ?? 0) + buttons.length) % buttons.length;
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]?.focus();
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const [address, setAddress] = React.useState<string>(() => editor.getAttributes('link').href ?? 'https://');
  const [problem, setProblem] = React.useState<string | null>(null);
  const inputId = React.useId();
  const apply = () => {
    const href = address.trim();
    if (!SAFE_LINK.test(href)) {
      setProblem('Give an address starting https://, http:// or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b bg-muted/30 p-2">
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-xs font-medium">
          Link address
        </label>
        <Input
          id={inputId}
          value={address}
          autoFocus
          className="h-8 w-72"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onDone();
          }}
        />
      </div>
      <Button type="button" size="sm" onClick={apply}>
        Apply link
      </Button>
      {editor.isActive('link') ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      {problem ? (
        <p id={`${inputId}-problem`} className="w-full text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  attributes,
  labelId,
}: RichTextEditorProps) {
  const [linking, setLinking] = React.useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...attributes,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class:
          'min-h-48 max-w-none px-3 py-2 text-sm outline-none [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            pressed: TOOLS.map((tool) => tool.active?.(current) ?? null),
            enabled: TOOLS.map((tool) => tool.enabled?.(current) ?? true),
            link: current.isActive('link'),
          }
        : null,
  });

  // The form's own attributes change with its state (an error marks the field invalid).
  const attributeKey = JSON.stringify(attributes);
  React.useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const element = editor.view.dom;
    for (const [name, value] of Object.entries(JSON.parse(attributeKey) as Record<string, string>))
      element.setAttribute(name, value);
  }, [editor, attributeKey]);

  // A value the form sets from outside (a reset after saving, a reload) replaces the text.
  React.useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={attributes.id}
        className="flex flex-wrap gap-1 border-b p-1"
        onKeyDown={moveAlong}
      >
        {TOOLS.map((tool, index) => {
          const Icon = tool.icon;
          const pressed = state?.pressed[index];
          return (
            <Button
              key={tool.label}
              type="button"
              variant="ghost"
              size="icon"
              tabIndex={index === 0 ? 0 : -1}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={pressed === null || pressed === undefined ? undefined : pressed}
              disabled={!editor || state?.enabled[index] === false}
              className={cn('size-8', pressed && 'bg-accent text-accent-foreground')}
              onClick={() => editor && tool.run(editor)}
            >
              <Icon className="size-4" aria-hidden="true" />
            </Button>
          );
        })}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          tabIndex={-1}
          aria-label="Link"
          title="Link"
          aria-pressed={state?.link ?? false}
          aria-expanded={linking}
          disabled={!editor}
          className={cn('size-8', state?.link && 'bg-accent text-accent-foreground')}
          onClick={() => setLinking(true)}
        >
          <LinkIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {linking && editor ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

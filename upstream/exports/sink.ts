import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Text written to a stream as it is made, waiting whenever the stream asks to (backpressure). */
export interface TextSink {
  write(text: string): Promise<void>;
}

export function streamSink(out: Writable): TextSink {
  return {
    async write(text) {
      if (!out.write(text)) await once(out, 'drain');
    },
  };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute's value; characters XML 1.0 forbids are dropped. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** `<Tag>text</Tag>`, or nothing for an empty value. */
export function element(tag: string, value: string | number | null | undefined, attributes = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${tag}${attributes}>${xmlText(value)}</${tag}>`;
}

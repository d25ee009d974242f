import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { z } from 'zod';

/** Where the code imports its icons from; `npm run icons` writes the module and the sprite it draws from. */
export const ICONS_MODULE = 'components/icons/index.ts';
export const SPRITE_FILE = 'public/icons.svg';

const SOURCES = ['app', 'components', 'lib'];
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@\/components\/icons'/g;
const TYPES = new Set(['IconComponent', 'IconProps']);

/** lucide's data of one icon: its name and the elements of its drawing. */
const iconDataSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  node: z.array(z.tuple([z.string(), z.record(z.string(), z.union([z.string(), z.number()]))])),
});
type IconData = z.infer<typeof iconDataSchema>;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Every icon name the sources import from `@/components/icons`, sorted. */
export function importedIcons(root: string): string[] {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap((source) => sourceFiles(path.join(root, source)))) {
    if (path.relative(root, file) === ICONS_MODULE) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const entry of (match[1] ?? '').split(',')) {
        const name = entry
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !TYPES.has(name) && !entry.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** lucide's drawing of an icon by its export name (`SearchIcon`, `Search`). */
function lucideIcon(exportName: string): IconData {
  const component: unknown = (lucide as Record<string, unknown>)[exportName];
  const render =
    typeof component === 'object' && component !== null && 'render' in component ? component.render : null;
  const element: unknown = typeof render === 'function' ? render({}, null) : null;
  const props = typeof element === 'object' && element !== null && 'props' in element ? element.props : null;
  const data = iconDataSchema.safeParse(
    typeof props === 'object' && props !== null && 'icon' in props ? props.icon : null,
  );
  if (!data.success) throw new Error(`${exportName} is not an icon of lucide-react`);
  return data.data;
}

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function symbol(name: string, node: IconData['node']): string {
  const parts = node.map(([tag, attributes]) => {
    const text = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
      .join(' ');
    return `<${tag} ${text}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${parts.join('')}</symbol>`;
}

/** The icons module and the sprite for the icons the sources import, as `npm run icons` writes them. */
export function iconFiles(root: string): { module: string; sprite: string } {
  const icons = importedIcons(root).map((exportName) => ({ exportName, ...lucideIcon(exportName) }));
  const symbols = [...new Map(icons.map((icon) => [icon.name, symbol(icon.name, icon.node)])).values()];
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
  // The address changes with the drawings, so browsers may keep the sprite for good (next.config.ts).
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 12);
  const iconsModule = [
    '// Written by `npm run icons` from the icons the code imports (lucide drawings, one sprite): do not edit.',
    "import { spriteIcon } from './sprite-icon';",
    '',
    `const SPRITE = '/icons.svg?v=${version}';`,
    '',
    ...icons.map(
      ({ exportName, name }) => `export const ${exportName} = /* @__PURE__ */ spriteIcon(SPRITE, '${name}');`,
    ),
    "export type { IconComponent, IconProps } from './sprite-icon';",
    '',
  ].join('\n');
  return { module: iconsModule, sprite };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS_MODULE, SPRITE_FILE, iconFiles, importedIcons } from '@/scripts/icon-sprite';

const root = path.resolve(import.meta.dirname, '../..');

describe('the icon sprite', () => {
  const written = iconFiles(root);

  it('is current: the module and the sprite draw exactly the icons the code imports (else `npm run icons`)', () => {
    expect(readFileSync(path.join(root, ICONS_MODULE), 'utf8')).toBe(written.module);
    expect(readFileSync(path.join(root, SPRITE_FILE), 'utf8')).toBe(written.sprite);
  });

  it('has a symbol with lucide’s drawing for every imported icon, under the name the module draws it by', () => {
    const symbols = new Set(
      [...written.sprite.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((match) => match[1]),
    );
    const drawn = [...written.module.matchAll(/spriteIcon\(SPRITE, '([a-z0-9-]+)'\)/g)].map(
      (match) => match[1],
    );
    expect(drawn).toHaveLength(importedIcons(root).length);
    for (const name of drawn) expect(symbols.has(name)).toBe(true);
    expect(written.sprite).toContain(
      '<symbol id="search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>',
    );
  });

  it('changes its address when a drawing changes, so browsers may keep it for good', () => {
    const version = /icons\.svg\?v=([0-9a-f]{12})/.exec(written.module)?.[1];
    expect(version).toMatch(/^[0-9a-f]{12}$/);
  });
});

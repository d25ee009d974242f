// `npm run icons`: writes components/icons/index.ts and public/icons.svg for the icons the code imports
// from '@/components/icons'. Run it after importing an icon not used before; a test checks both are current.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliMessage } from './cli-message';
import { ICONS_MODULE, SPRITE_FILE, iconFiles } from './icon-sprite';

const root = path.resolve(import.meta.dirname, '..');
try {
  const { module, sprite } = iconFiles(root);
  writeFileSync(path.join(root, ICONS_MODULE), module);
  writeFileSync(path.join(root, SPRITE_FILE), sprite);
  console.log(`Wrote ${ICONS_MODULE} and ${SPRITE_FILE}.`);
} catch (error) {
  console.error(cliMessage(error));
  process.exitCode = 1;
}

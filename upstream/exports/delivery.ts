import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UpstreamConfig } from '../config';
import { sftpProbe, sftpPut, type SftpTarget } from './sftp';

/*
 * Where the files of recipients delivered to a drop box go, as ops configured it: an SFTP server
 * (EXPORT_SFTP_URL), else a folder (EXPORT_DELIVERY_DIR, else DATA_DIR/exports) that ops mount or
 * sync; none for a database in memory. Either way a recipient has its own folder in it, and a file
 * appears there whole: written under a `.part` name, then renamed.
 */

export type DropBox =
  { kind: 'folder'; folder: string } | { kind: 'sftp'; address: string; target: () => Promise<SftpTarget> };

function sftpDropBox(config: UpstreamConfig, url: URL): DropBox {
  if (url.password)
    throw new Error('EXPORT_SFTP_URL must not hold the password: give it in EXPORT_SFTP_PASSWORD');
  const hostKey = config.EXPORT_SFTP_HOST_KEY;
  if (!hostKey)
    throw new Error('EXPORT_SFTP_URL needs EXPORT_SFTP_HOST_KEY, the server’s host key fingerprint');
  const keyFile = config.EXPORT_SFTP_PRIVATE_KEY_FILE;
  if (!config.EXPORT_SFTP_PASSWORD && !keyFile)
    throw new Error('EXPORT_SFTP_URL needs EXPORT_SFTP_PASSWORD or EXPORT_SFTP_PRIVATE_KEY_FILE');
  const username = decodeURIComponent(url.username);
  if (!username) throw new Error('EXPORT_SFTP_URL must name the account: sftp://user@host/path');
  const port = Number(url.port || 22);
  const folder = decodeURIComponent(url.pathname) || '.';
  return {
    kind: 'sftp',
    address: `sftp://${username}@${url.hostname}:${port}${folder.startsWith('/') ? '' : '/'}${folder}`,
    target: async () => ({
      host: url.hostname,
      port,
      username,
      folder,
      hostKey,
      password: config.EXPORT_SFTP_PASSWORD,
      // Read when a file leaves, so a key rotated on disk is used without a restart.
      privateKey: keyFile ? await readFile(keyFile) : undefined,
    }),
  };
}

export function dropBoxOf(config: UpstreamConfig): DropBox | null {
  if (config.EXPORT_SFTP_URL) return sftpDropBox(config, new URL(config.EXPORT_SFTP_URL));
  if (config.EXPORT_DELIVERY_DIR) return { kind: 'folder', folder: path.resolve(config.EXPORT_DELIVERY_DIR) };
  if (config.DATA_DIR.startsWith('memory://')) return null;
  return { kind: 'folder', folder: path.resolve(config.DATA_DIR, 'exports') };
}

/** A recipient's folder in the drop box, as people read it: a path, or an sftp:// address. */
export function recipientDropBox(box: DropBox, recipientKey: string): string {
  return box.kind === 'folder' ? path.join(box.folder, recipientKey) : `${box.address}/${recipientKey}`;
}

/** Puts a file of this server's disk in the recipient's folder of the drop box; answers where it is. */
export async function deliver(
  box: DropBox,
  source: string,
  recipientKey: string,
  name: string,
): Promise<string> {
  if (box.kind === 'sftp') {
    await sftpPut(await box.target(), source, recipientKey, name);
    return `${recipientDropBox(box, recipientKey)}/${name}`;
  }
  const folder = recipientDropBox(box, recipientKey);
  await mkdir(folder, { recursive: true });
  const destination = path.join(folder, name);
  await copyFile(source, `${destination}.part`);
  await rename(`${destination}.part`, destination);
  return destination;
}

/** Writes, reads back and removes a probe file in the recipient's folder: the drop box takes its files. */
export async function probeDropBox(box: DropBox, recipientKey: string): Promise<void> {
  const name = `.colophon-probe-${randomUUID()}`;
  if (box.kind === 'sftp') return sftpProbe(await box.target(), recipientKey, name);
  const folder = recipientDropBox(box, recipientKey);
  const probe = path.join(folder, name);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(probe, 'probe');
    if ((await readFile(probe, 'utf8')) !== 'probe') throw new Error('the probe read back differently');
  } finally {
    await rm(probe, { force: true });
  }
}

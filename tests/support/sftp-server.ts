import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Server, utils, type SFTPWrapper } from 'ssh2';
import { hostKeyFingerprint } from '@/upstream/exports/sftp';

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

export interface SftpServer {
  port: number;
  /** The server's host key fingerprint, as EXPORT_SFTP_HOST_KEY takes it. */
  hostKey: string;
  close(): Promise<void>;
}

const attributes = (stats: Stats) => ({
  mode: stats.mode,
  uid: stats.uid,
  gid: stats.gid,
  size: stats.size,
  atime: Math.floor(stats.atimeMs / 1000),
  mtime: Math.floor(stats.mtimeMs / 1000),
});

/** The requests of an upload, a probe and `mkdir -p`, served from `root` (no path leaves it). */
function serveFiles(sftp: SFTPWrapper, root: string): void {
  const open = new Map<number, number>();
  let next = 0;
  const local = (remote: string) => path.join(root, path.posix.normalize(`/${remote}`));
  const fdOf = (handle: Buffer) => open.get(handle.readUInt32BE(0)) ?? -1;
  const answer = (id: number, work: () => void) => {
    try {
      work();
      sftp.status(id, STATUS_CODE.OK);
    } catch {
      sftp.status(id, STATUS_CODE.FAILURE);
    }
  };
  sftp
    .on('OPEN', (id, file, flags) => {
      try {
        const fd = openSync(local(file), flags & OPEN_MODE.WRITE ? 'w' : 'r');
        const handle = Buffer.alloc(4);
        handle.writeUInt32BE(next);
        open.set(next, fd);
        next += 1;
        sftp.handle(id, handle);
      } catch {
        sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
      }
    })
    .on('WRITE', (id, handle, offset, data) =>
      answer(id, () => writeSync(fdOf(handle), data, 0, data.length, offset)),
    )
    .on('READ', (id, handle, offset, length) => {
      const buffer = Buffer.alloc(length);
      const read = readSync(fdOf(handle), buffer, 0, length, offset);
      if (read === 0) sftp.status(id, STATUS_CODE.EOF);
      else sftp.data(id, buffer.subarray(0, read));
    })
    .on('FSTAT', (id, handle) => sftp.attrs(id, attributes(fstatSync(fdOf(handle)))))
    .on('CLOSE', (id, handle) =>
      answer(id, () => {
        closeSync(fdOf(handle));
        open.delete(handle.readUInt32BE(0));
      }),
    )
    .on('STAT', (id, file) => {
      try {
        sftp.attrs(id, attributes(statSync(local(file))));
      } catch {
        sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
      }
    })
    .on('MKDIR', (id, folder) => answer(id, () => mkdirSync(local(folder))))
    .on('RENAME', (id, from, to) => answer(id, () => renameSync(local(from), local(to))))
    .on('REMOVE', (id, file) => answer(id, () => unlinkSync(local(file))));
}

/** An SFTP server on 127.0.0.1 with one password account, keeping its files in `root`. */
export async function startSftpServer(root: string, account: { username: string; password: string }) {
  const keys = utils.generateKeyPairSync('ed25519');
  const parsed = utils.parseKey(keys.public);
  if (parsed instanceof Error) throw parsed;
  const server = new Server({ hostKeys: [keys.private] }, (client) => {
    client
      .on('authentication', (context) => {
        if (
          context.method === 'password' &&
          context.username === account.username &&
          context.password === account.password
        )
          context.accept();
        else context.reject(['password']);
      })
      .on('ready', () =>
        client.on('session', (accept) => accept().on('sftp', (acceptSftp) => serveFiles(acceptSftp(), root))),
      )
      .on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hostKey: hostKeyFingerprint(parsed.getPublicSSH()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies SftpServer;
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import { Client, type SFTPWrapper } from 'ssh2';

/*
 * The one SFTP conversation an export needs: connect to the recipients' drop box, verifying the
 * server's host key against the one ops configured, make the recipient's folder, upload under a
 * `.part` name and rename once whole (a collector never takes half a file), then hang up.
 */

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  /** The drop box's folder on the server, absolute or relative to the account's home. */
  folder: string;
  password?: string;
  privateKey?: Buffer;
  /** `SHA256:` and the base64 digest of the host key, as `ssh-keygen -l` prints it. */
  hostKey: string;
}

const CONNECT_TIMEOUT_MS = 20_000;

/** A host key's fingerprint as OpenSSH prints it: SHA-256, base64 without padding. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

const call = <T>(work: (done: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> =>
  new Promise<T>((resolve, reject) => work((error, value) => (error ? reject(error) : resolve(value as T))));

async function connect(target: SftpTarget): Promise<{ sftp: SFTPWrapper; end: () => void }> {
  const client = new Client();
  let wrongHost: string | null = null;
  await new Promise<void>((resolve, reject) => {
    client
      .once('ready', resolve)
      .once('error', (error: Error) =>
        reject(
          wrongHost
            ? new Error(
                `The SFTP server ${target.host} showed the host key ${wrongHost}, not EXPORT_SFTP_HOST_KEY: nothing was sent`,
              )
            : new Error(`Could not reach the SFTP server ${target.host}:${target.port}: ${error.message}`),
        ),
      );
    client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      password: target.password,
      privateKey: target.privateKey,
      readyTimeout: CONNECT_TIMEOUT_MS,
      hostVerifier: (key: Buffer) => {
        const seen = hostKeyFingerprint(key);
        if (seen === target.hostKey) return true;
        wrongHost = seen;
        return false;
      },
    });
  });
  try {
    const sftp = await call<SFTPWrapper>((done) => client.sftp(done));
    return { sftp, end: () => client.end() };
  } catch (error) {
    client.end();
    throw error;
  }
}

/** Makes each missing folder of `folder` in turn, as `mkdir -p` does. */
async function makeFolders(sftp: SFTPWrapper, folder: string): Promise<void> {
  const parts = folder.split('/').filter(Boolean);
  for (let index = 1; index <= parts.length; index += 1) {
    const prefix = (folder.startsWith('/') ? '/' : '') + parts.slice(0, index).join('/');
    const exists = await call((done) => sftp.stat(prefix, done)).then(
      () => true,
      () => false,
    );
    if (!exists) await call((done) => sftp.mkdir(prefix, done));
  }
}

/** Uploads a file of this server's disk as `<folder>/<subfolder>/<name>`. */
export async function sftpPut(
  target: SftpTarget,
  source: string,
  subfolder: string,
  name: string,
): Promise<void> {
  const { sftp, end } = await connect(target);
  try {
    const folder = path.posix.join(target.folder, subfolder);
    await makeFolders(sftp, folder);
    const destination = path.posix.join(folder, name);
    const part = `${destination}.part`;
    await call((done) => sftp.fastPut(source, part, done));
    await call((done) => sftp.rename(part, destination, done));
  } finally {
    end();
  }
}

/** Writes, reads back and removes a small probe file in `<folder>/<subfolder>`: the drop box takes files. */
export async function sftpProbe(target: SftpTarget, subfolder: string, name: string): Promise<void> {
  const { sftp, end } = await connect(target);
  try {
    const folder = path.posix.join(target.folder, subfolder);
    await makeFolders(sftp, folder);
    const probe = path.posix.join(folder, name);
    await call((done) => sftp.writeFile(probe, 'probe', done));
    try {
      const back = await call<Buffer>((done) => sftp.readFile(probe, done));
      if (back.toString('utf8') !== 'probe') throw new Error('the probe read back differently');
    } finally {
      await call((done) => sftp.unlink(probe, done)).catch(() => undefined);
    }
  } finally {
    end();
  }
}

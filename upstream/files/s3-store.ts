import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from './store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service (MinIO, R2, Ceph…), addressed path-style; unset means AWS itself. */
  endpoint?: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

/** The bucket's address of a key: path-style on a custom endpoint, virtual-hosted on AWS. */
export function objectUrl(
  options: Pick<S3StoreOptions, 'bucket' | 'region' | 'endpoint'>,
  key: string,
): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${path}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com/${path}`;
}

/** Objects in an S3-compatible bucket, each request signed with AWS Signature Version 4. */
export function s3FileStore(options: S3StoreOptions): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  const send = options.fetch ?? ((request: Request) => fetch(request));

  async function call(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const request = await client.sign(objectUrl(options, key), { ...init, method });
    return send(request);
  }

  async function failure(response: Response, what: string): Promise<Error> {
    const detail = (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? response.statusText;
    return new Error(`File store: ${what} answered ${response.status} ${detail}`);
  }

  return {
    kind: 's3',
    async put(key, bytes, mimeType) {
      // The payload's hash is signed too, so the service refuses bytes changed on the way.
      const response = await call('PUT', key, {
        body: new Uint8Array(bytes),
        headers: {
          'content-type': mimeType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw await failure(response, `storing ${key}`);
      await response.body?.cancel();
    },
    async putFile(key, source, mimeType, sha256) {
      const { size } = await stat(source);
      const init: RequestInit & { duplex: 'half' } = {
        body: Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>,
        duplex: 'half',
        headers: { 'content-type': mimeType, 'content-length': String(size), 'x-amz-content-sha256': sha256 },
      };
      const response = await call('PUT', key, init);
      if (!response.ok) throw await failure(response, `storing ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, `reading ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, `deleting ${key}`);
      await response.body?.cancel();
    },
  };
}

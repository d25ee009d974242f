import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from '@/upstream/config';
import { openFileStore } from '@/upstream/files/open-store';
import { objectUrl, s3FileStore } from '@/upstream/files/s3-store';
import { sniffFileType } from '@/upstream/files/sniff';
import { diskFileStore, memoryFileStore } from '@/upstream/files/store';
import { jpegBytes, pdfBytes, pngBytes } from '../support/file-bytes';

/** A bucket in memory that answers as S3 does, and keeps every request it was sent. */
function fakeBucket() {
  const objects = new Map<string, Uint8Array>();
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    const key = new URL(request.url).pathname;
    if (request.method === 'PUT') {
      objects.set(key, new Uint8Array(await request.arrayBuffer()));
      return new Response(null, { status: 200 });
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    const body = objects.get(key);
    return body
      ? new Response(new Uint8Array(body), { status: 200 })
      : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
  };
  return { objects, requests, fetch };
}

const options = {
  bucket: 'colophon-files',
  region: 'eu-west-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

describe('the S3 file store', () => {
  it('puts, reads and removes objects with signed requests', async () => {
    const bucket = fakeBucket();
    const store = s3FileStore({ ...options, endpoint: 'http://minio.test:9000', fetch: bucket.fetch });
    await store.put('ab/abcdef', pdfBytes(), 'application/pdf');
    expect(await store.get('ab/abcdef')).toEqual(pdfBytes());
    const [put] = bucket.requests;
    expect(put?.url).toBe('http://minio.test:9000/colophon-files/ab/abcdef');
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers.get('x-amz-content-sha256')).toMatch(/^[0-9a-f]{64}$/);
    await store.remove('ab/abcdef');
    expect(await store.get('ab/abcdef')).toBeNull();
    await store.remove('ab/abcdef');
  });

  it('streams a file of the disk, its hash signed as given', async () => {
    const bucket = fakeBucket();
    const store = s3FileStore({ ...options, endpoint: 'http://minio.test:9000', fetch: bucket.fetch });
    const folder = await mkdtemp(path.join(tmpdir(), 'colophon-store-'));
    try {
      const source = path.join(folder, 'feed.xml');
      const content = '<ONIXMessage/>'.repeat(10_000);
      await writeFile(source, content);
      const sha256 = createHash('sha256').update(content).digest('hex');
      await store.putFile('ab/feed', source, 'application/xml', sha256);
      const [put] = bucket.requests;
      expect(put?.headers.get('x-amz-content-sha256')).toBe(sha256);
      expect(put?.headers.get('content-length')).toBe(String(content.length));
      expect(new TextDecoder().decode((await store.get('ab/feed')) ?? new Uint8Array())).toBe(content);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('names a failure with the service’s code', async () => {
    const store = s3FileStore({
      ...options,
      fetch: async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
    });
    await expect(store.put('ab/abc', pngBytes(), 'image/png')).rejects.toThrow(/403 AccessDenied/);
  });

  it('addresses AWS virtual-hosted and other services path-style', () => {
    expect(objectUrl(options, 'ab/abc')).toBe('https://colophon-files.s3.eu-west-1.amazonaws.com/ab/abc');
    expect(objectUrl({ ...options, endpoint: 'https://r2.example/' }, 'ab/abc')).toBe(
      'https://r2.example/colophon-files/ab/abc',
    );
  });
});

describe('choosing the file store', () => {
  it('takes the bucket when configured, the disk otherwise, memory for a database in memory', () => {
    const s3 = readUpstreamConfig({
      DATA_DIR: './.data',
      FILE_STORE_S3_BUCKET: 'colophon-files',
      FILE_STORE_S3_ACCESS_KEY_ID: 'id',
      FILE_STORE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(openFileStore(s3).kind).toBe('s3');
    expect(openFileStore(readUpstreamConfig({ DATA_DIR: './.data' })).kind).toBe('disk');
    expect(openFileStore(readUpstreamConfig({ DATA_DIR: 'memory://' })).kind).toBe('memory');
    expect(() => openFileStore(readUpstreamConfig({ FILE_STORE_S3_BUCKET: 'colophon-files' }))).toThrow(
      /FILE_STORE_S3_ACCESS_KEY_ID/,
    );
    expect(() => readUpstreamConfig({ FILE_STORE_S3_BUCKET: 'Bad_Bucket' })).toThrow(/FILE_STORE_S3_BUCKET/);
  });

  it('copies a file of the disk into the folder whole', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'colophon-store-'));
    try {
      const store = diskFileStore(path.join(folder, 'files'));
      const source = path.join(folder, 'feed.xml');
      await writeFile(source, pdfBytes());
      await store.putFile('ab/feed', source, 'application/pdf', 'unused');
      expect(await store.get('ab/feed')).toEqual(pdfBytes());
      expect(await readdir(path.join(folder, 'files', 'ab'))).toEqual(['feed']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps keys inside the store', async () => {
    const store = memoryFileStore();
    await expect(store.put('../../etc/passwd', pdfBytes(), 'application/pdf')).rejects.toThrow(/storage key/);
  });
});

describe('telling a file’s type', () => {
  it('reads the first bytes, not the name', () => {
    expect(sniffFileType(pngBytes())).toBe('image/png');
    expect(sniffFileType(jpegBytes())).toBe('image/jpeg');
    expect(sniffFileType(pdfBytes())).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')))).toBe('image/webp');
    expect(
      sniffFileType(new Uint8Array(Buffer.from('PK\x03\x04[Content_Types].xml word/document.xml'))),
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffFileType(new Uint8Array(Buffer.from('PK\x03\x04 a plain zip')))).toBeNull();
    expect(sniffFileType(new Uint8Array(Buffer.from('<svg onload="alert(1)">')))).toBeNull();
  });
});

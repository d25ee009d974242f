import path from 'node:path';
import type { UpstreamConfig } from '../config';
import type { UpstreamDeps } from '../platform/deps';
import { s3FileStore } from './s3-store';
import { diskFileStore, memoryFileStore, type FileStore } from './store';

const MEMORY = 'memory://';

/**
 * The store the configuration names: an S3-compatible bucket when FILE_STORE_S3_BUCKET is set, else
 * DATA_DIR/files on disk (in memory for a database in memory).
 */
export function openFileStore(config: UpstreamConfig): FileStore {
  const bucket = config.FILE_STORE_S3_BUCKET;
  if (bucket) {
    const accessKeyId = config.FILE_STORE_S3_ACCESS_KEY_ID;
    const secretAccessKey = config.FILE_STORE_S3_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      throw new Error(
        'FILE_STORE_S3_BUCKET needs FILE_STORE_S3_ACCESS_KEY_ID and FILE_STORE_S3_SECRET_ACCESS_KEY',
      );
    return s3FileStore({
      bucket,
      region: config.FILE_STORE_S3_REGION,
      endpoint: config.FILE_STORE_S3_ENDPOINT,
      accessKeyId,
      secretAccessKey,
    });
  }
  if (config.DATA_DIR.startsWith(MEMORY)) return memoryFileStore();
  return diskFileStore(path.join(config.DATA_DIR, 'files'));
}

// One store per configuration, opened on first use: the API's dependencies stay as they are.
const stores = new WeakMap<UpstreamConfig, FileStore>();

export function fileStoreOf(deps: Pick<UpstreamDeps, 'config'>): FileStore {
  let store = stores.get(deps.config);
  if (!store) {
    store = openFileStore(deps.config);
    stores.set(deps.config, store);
  }
  return store;
}

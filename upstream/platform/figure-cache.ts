/*
 * Figures that cost a scan of the business tables (the dashboard's, the checks' counts), kept while the
 * data they were computed from is unchanged. The caller keys them with the data version read before
 * computing (upstream/db/data-version.ts), so a write makes the next request compute afresh, and
 * requests arriving together for the same key share one computation instead of queuing ten.
 */

export interface FigureCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function figureCache<T>(capacity: number): FigureCache<T> {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key, compute) {
      const known = entries.get(key);
      if (known) {
        // Most recently used last, so that the oldest goes first when the cache is full.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const computing = compute();
      entries.set(key, computing);
      // A failure is not kept: the next request tries again.
      computing.catch(() => entries.delete(key));
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return computing;
    },
  };
}

/** A cache of `capacity` figures for each database (tests open several in one process). */
export function figureCachePerDatabase<T, D extends object>(capacity: number): (db: D) => FigureCache<T> {
  const caches = new WeakMap<D, FigureCache<T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = figureCache<T>(capacity);
      caches.set(db, cache);
    }
    return cache;
  };
}

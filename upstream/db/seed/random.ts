/**
 * A seeded pseudo-random source (mulberry32). Every generator draws from its own stream, named after it,
 * so changing how one area is generated leaves the others' data as it was.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static named(name: string): Random {
    // FNV-1a turns the stream's name into its seed.
    let hash = 0x811c9dc5;
    for (let i = 0; i < name.length; i++) {
      hash ^= name.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return new Random(hash);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const size = Math.min(count, copy.length);
    for (let i = 0; i < size; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, size);
  }

  /** Roughly normal around `mean` (sum of uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number {
    const value = mean + ((this.next() + this.next() + this.next() - 1.5) / 1.5) * spread;
    return Math.min(max, Math.max(min, Math.round(value)));
  }
}

// A small seeded pseudo-random generator for the demo data: the same seed always gives the
// same sequence, so the same "now" always gives the same demo calendar. Not for anything secret.

/** 32-bit FNV-1a hash of a string (UTF-16 code units), as an unsigned integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic random stream (mulberry32). */
export class Prng {
  #state: number;

  /** Seeds from a number or from the hash of a string. */
  constructor(seed: number | string) {
    this.#state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Prng.pick: empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/**
 * At most `size` tasks at once; the others wait in order. Image decoding takes memory in proportion to pixels,
 * so a burst of large uploads queues here instead of decoding all at once.
 */
export class Slots {
  readonly #size: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(size: number) {
    this.#size = Math.max(1, size);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

// Many small pieces of JSON kept as UTF-8 in large buffers: the search documents of a large site. As strings they
// took twice their text (JSON.stringify makes a string two-byte for one `…`, and a tree of parts until read) and
// a header each; here a document costs its bytes and three numbers.
const BLOCK = 4 << 20;

export class JsonStore {
  private readonly blocks: Buffer[] = [];
  /** Per piece: its block, where it starts in it, its length in bytes. */
  private readonly places: number[] = [];
  private used = 0;
  /** The pieces' length in characters, as strings. */
  chars = 0;

  get size(): number {
    return this.places.length / 3;
  }

  add(json: string): void {
    const bytes = Buffer.byteLength(json);
    let block = this.blocks[this.blocks.length - 1];
    if (!block || this.used + bytes > block.length) {
      this.blocks.push((block = Buffer.allocUnsafe(Math.max(BLOCK, bytes))));
      this.used = 0;
    }
    block.write(json, this.used);
    this.places.push(this.blocks.length - 1, this.used, bytes);
    this.used += bytes;
    this.chars += json.length;
  }

  get(i: number): string {
    const at = this.places[i * 3 + 1]!;
    return this.blocks[this.places[i * 3]!]!.toString('utf8', at, at + this.places[i * 3 + 2]!);
  }

  *[Symbol.iterator](): Generator<string> {
    for (let i = 0; i < this.size; i++) yield this.get(i);
  }

  /**
   * The pieces as one JSON array (`[a,b,…]`) in UTF-8, a block at a time, without making each piece a string (a large
   * site's documents are hashed so). Each chunk is valid only until the next is asked for.
   */
  *arrayBytes(): Generator<Uint8Array> {
    const out = Buffer.allocUnsafe(BLOCK);
    let used = 0;
    for (let i = 0; i < this.size; i++) {
      const block = this.blocks[this.places[i * 3]!]!;
      const at = this.places[i * 3 + 1]!;
      const bytes = this.places[i * 3 + 2]!;
      if (used + 1 + bytes > out.length) {
        yield out.subarray(0, used);
        used = 0;
      }
      out[used++] = i === 0 ? OPEN : COMMA;
      if (1 + bytes > out.length) {
        yield out.subarray(0, used);
        yield block.subarray(at, at + bytes);
        used = 0;
      } else {
        used += block.copy(out, used, at, at + bytes);
      }
    }
    if (this.size === 0) out[used++] = OPEN;
    out[used++] = CLOSE;
    yield out.subarray(0, used);
  }
}

const [OPEN, COMMA, CLOSE] = [0x5b, 0x2c, 0x5d];

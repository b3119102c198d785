import { gzipSync } from 'node:zlib';

const utf8 = new TextEncoder();

/** A JSON response body encoded once, with its gzip form made on first demand (≈ 30 KB → ≈ 9 KB). */
export class PackedBody {
  readonly raw: Uint8Array<ArrayBuffer>;
  #gzip: Uint8Array<ArrayBuffer> | undefined;

  constructor(json: string) {
    this.raw = utf8.encode(json);
  }

  get gzip(): Uint8Array<ArrayBuffer> {
    this.#gzip ??= new Uint8Array(gzipSync(this.raw));
    return this.#gzip;
  }
}

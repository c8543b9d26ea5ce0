/**
 * Renders advert photos on first request and keeps them: in memory (least recently used out
 * first, bounded in bytes) and, when given a directory, on disk, so a restart does not render
 * them again. A file's name is a hash of everything that draws it, so a dataset generated again
 * with another seed never gets an older picture. Renders of one picture at a time share a
 * promise; at most two run at once (the machine's cores are shared with the API).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoSvg, type Subject } from './drawing';
import { PHOTO_FORMATS, PHOTO_SIZES, type PhotoFormat, type PhotoSize } from './photos';

/** Bump when the drawing changes: it renames every cached picture. */
const DRAWING_VERSION = 1;

export interface Picture {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
}

export interface PictureSpec {
  readonly subject: Subject;
  readonly seed: number;
  readonly index: number;
  readonly size: PhotoSize;
  readonly format: PhotoFormat;
}

/** The picture's name: a hash of what draws it (its ETag too). */
export function pictureKey(spec: PictureSpec): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        DRAWING_VERSION,
        spec.subject,
        spec.seed,
        spec.index,
        spec.size,
        spec.format,
      ]),
    )
    .digest('base64url')
    .slice(0, 27);
}

export class PhotoStore {
  private readonly memory = new Map<string, Buffer>();
  private bytes = 0;
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly options: { readonly dir?: string | null; readonly maxBytes?: number } = {},
  ) {
    if (options.dir) mkdirSync(options.dir, { recursive: true });
  }

  async picture(spec: PictureSpec): Promise<Picture> {
    const key = pictureKey(spec);
    const type = PHOTO_FORMATS[spec.format];
    const etag = `"${key}"`;
    const cached = this.memory.get(key);
    if (cached) {
      this.memory.delete(key); // most recently used goes last
      this.memory.set(key, cached);
      return { body: cached, type, etag };
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.load(key, spec);
      this.rendering.set(key, pending);
      const settled = () => this.rendering.delete(key);
      pending.then(settled, settled);
    }
    const body = await pending;
    this.remember(key, body);
    return { body, type, etag };
  }

  private async load(key: string, spec: PictureSpec): Promise<Buffer> {
    const file = this.options.dir ? join(this.options.dir, `${key}.${spec.format}`) : null;
    if (file) {
      try {
        return readFileSync(file);
      } catch {
        // Not rendered yet.
      }
    }
    const body = await this.limited(() => render(spec));
    if (file) {
      try {
        // Written whole, then renamed: a reader never sees half a picture.
        writeFileSync(`${file}.tmp`, body);
        renameSync(`${file}.tmp`, file);
      } catch {
        // A full or read-only disk only costs a render next time.
      }
    }
    return body;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    while (this.running >= 2) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private remember(key: string, body: Buffer): void {
    if (this.memory.has(key)) return;
    this.memory.set(key, body);
    this.bytes += body.length;
    const max = this.options.maxBytes ?? 48 * 1024 * 1024;
    for (const [oldest, value] of this.memory) {
      if (this.bytes <= max) break;
      this.memory.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

async function render(spec: PictureSpec): Promise<Buffer> {
  const { width, height } = PHOTO_SIZES[spec.size];
  const svg = photoSvg(spec.subject, spec.seed, spec.index, width, height);
  const image = sharp(Buffer.from(svg)).resize(width, height);
  return spec.format === 'webp'
    ? image.webp({ quality: 72 }).toBuffer()
    : image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

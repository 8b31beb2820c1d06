/**
 * A minimal tar (ustar) writer: regular files only, names up to 100 bytes, read by GNU tar,
 * bsdtar and 7-Zip. Each file is a 512-byte header and its bytes padded to 512; two zero blocks end it.
 */
const BLOCK = 512;

export interface TarFile {
  name: string;
  /** The content in parts (events.jsonl arrives a page at a time). */
  parts: readonly Buffer[];
  /** Seconds since the epoch. */
  modifiedAt: number;
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

export function tarHeader(name: string, size: number, modifiedAt: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`tar entry name too long: ${name}`);
  nameBytes.copy(header, 0);
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(modifiedAt), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write('dealer', 265, 'ascii');
  header.write('dealer', 297, 'ascii');
  let checksum = 0;
  for (const byte of header) checksum += byte;
  header.write(checksum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return header;
}

/** The archive's bytes, in order (pipe them through gzip). */
export function* tarChunks(files: readonly TarFile[]): Generator<Buffer> {
  for (const file of files) {
    const size = file.parts.reduce((sum, part) => sum + part.length, 0);
    yield tarHeader(file.name, size, file.modifiedAt);
    yield* file.parts;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

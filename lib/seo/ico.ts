/*
 * The ICO format (Microsoft's icon resource file) with PNG images inside, as every browser since Internet Explorer
 * Vista-era reads it: a 6-byte header (reserved 0, type 1 = icon, count), one 16-byte directory entry per image
 * (width and height, 0 meaning 256; colours 0; planes 1; 32 bits per pixel; the image's size and offset), then the
 * PNG files as they are.
 */

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** One image of an icon: a PNG file and its square size in pixels (1 … 256). */
export interface IconImage {
  readonly size: number;
  readonly png: Uint8Array;
}

/** An ICO file holding `images` in order. */
export function icoFile(images: readonly IconImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256)
      throw new RangeError(`An icon image of ${image.size} px`);
    const at = HEADER_BYTES + ENTRY_BYTES * i;
    header.writeUInt8(image.size % 256, at);
    header.writeUInt8(image.size % 256, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(image.png.byteLength, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += image.png.byteLength;
  });
  return Buffer.concat([header, ...images.map((image) => Buffer.from(image.png))]);
}

/** One image as an ICO file's directory names it. */
export interface IconEntry {
  readonly width: number;
  readonly height: number;
  readonly bitsPerPixel: number;
  readonly data: Buffer;
}

/** The images of an ICO file, read from its directory; throws on anything that is not one. */
export function readIco(file: Buffer): IconEntry[] {
  if (file.length < HEADER_BYTES || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1)
    throw new Error('Not an ICO file: its header is not reserved 0, type 1');
  const count = file.readUInt16LE(4);
  if (count === 0 || file.length < HEADER_BYTES + ENTRY_BYTES * count)
    throw new Error(`An ICO file without room for its ${count} directory entries`);
  return Array.from({ length: count }, (_, i) => {
    const at = HEADER_BYTES + ENTRY_BYTES * i;
    const size = file.readUInt32LE(at + 8);
    const offset = file.readUInt32LE(at + 12);
    if (offset + size > file.length) throw new Error(`Icon image ${i} runs past the end of the file`);
    return {
      width: file.readUInt8(at) || 256,
      height: file.readUInt8(at + 1) || 256,
      bitsPerPixel: file.readUInt16LE(at + 6),
      data: file.subarray(offset, offset + size),
    };
  });
}

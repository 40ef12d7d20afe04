/**
 * Image files built byte by byte, with or without EXIF: what the slip checks read are the headers,
 * so the pixels are filler (checksums are not read and left at zero).
 */

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const uint32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function pngChunk(type: string, data: number[]): number[] {
  return [...uint32(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
}

/** A PNG of about `size` bytes (its IDAT chunk padded), with an eXIf chunk when asked. */
export function pngBytes({
  size = 3482,
  exif = false,
}: { size?: number; exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const head = [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...pngChunk('IHDR', [...uint32(400), ...uint32(300), 8, 2, 0, 0, 0]),
    ...(exif ? pngChunk('eXIf', ascii('MM\0*')) : []),
  ];
  const end = pngChunk('IEND', []);
  const filler = Math.max(0, size - head.length - end.length - 12);
  return new Uint8Array([...head, ...pngChunk('IDAT', new Array<number>(filler).fill(7)), ...end]);
}

function jpegSegment(marker: number, data: number[]): number[] {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...data];
}

/** A JPEG's headers, JFIF or EXIF, then its image data. */
export function jpegBytes({ exif = false }: { exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0xff,
    0xd8,
    ...(exif
      ? jpegSegment(0xe1, [...ascii('Exif\0\0'), ...ascii('MM\0*')])
      : jpegSegment(0xe0, ascii('JFIF\0'))),
    ...jpegSegment(0xda, [1, 2, 3]),
    0x55,
    0xff,
    0xd9,
  ]);
}

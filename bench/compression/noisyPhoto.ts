/**
 * A photo-like test image made in the browser: a colour gradient under deterministic noise, so a
 * JPEG of it is as heavy as a camera's and does not compress trivially. Browser source text, run
 * with `page.evaluate` (a function handed over as text: the test runners' transforms may add helpers
 * to a real function that do not exist in the page).
 *
 * `(width, height, maxBytes)` → a base64 JPEG of at most `maxBytes`, at the highest quality from
 * 0.95 down that fits, with its size and quality.
 */
export const NOISY_PHOTO_SCRIPT = `async (width, height, maxBytes) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1e6f86');
  gradient.addColorStop(0.5, '#f2c14e');
  gradient.addColorStop(1, '#3b8b5a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  let seed = 1;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed / 0x7fffffff - 0.5) * 40;
    image.data[i] += noise;
    image.data[i + 1] += noise;
    image.data[i + 2] += noise;
  }
  context.putImageData(image, 0, 0);
  for (let tenths = 95; tenths >= 50; tenths -= 1) {
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', tenths / 100));
    if (blob.size <= maxBytes) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { base64: btoa(binary), bytes: blob.size, quality: tenths / 100 };
    }
  }
  throw new Error('No quality gives a photo under ' + maxBytes + ' bytes.');
}`;

export interface NoisyPhoto {
  base64: string;
  bytes: number;
  quality: number;
}

/** The width and height of a JPEG, from its first start-of-frame marker; null when there is none. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: (bytes[offset + 5] << 8) | bytes[offset + 6],
        width: (bytes[offset + 7] << 8) | bytes[offset + 8],
      };
    }
    offset += 2 + length;
  }
  return null;
}

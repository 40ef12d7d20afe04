import { PNG } from 'pngjs';

/**
 * Small generated pictures for the seed, drawn here, never downloaded. Everything is painted in
 * horizontal spans (a native Buffer fill each), which keeps the seed fast even under jest.
 */
type Rgb = readonly [number, number, number];

class Canvas {
  private readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  span(y: number, x0: number, x1: number, [r, g, b]: Rgb): void {
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(this.width, Math.round(x1));
    if (y < 0 || y >= this.height || to <= from) return;
    this.png.data.fill(Buffer.from([r, g, b, 255]), (y * this.width + from) * 4, (y * this.width + to) * 4);
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = y; row < y + height; row += 1) this.span(row, x, x + width, colour);
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let row = Math.ceil(cy - radius); row <= cy + radius; row += 1) {
      const half = Math.sqrt(radius ** 2 - (row - cy) ** 2);
      this.span(row, cx - half, cx + half, colour);
    }
  }

  /** Rows from `from` to `to` colour, top to bottom. */
  gradient(y: number, height: number, from: Rgb, to: Rgb): void {
    for (let row = 0; row < height; row += 1) this.span(y + row, 0, this.width, mix(from, to, row / height));
  }

  /** Sub filtering suits flat spans and gradients, and is cheap to compute. */
  encode(): Buffer {
    return PNG.sync.write(this.png, { filterType: 1 });
  }
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const AVATAR_COLOURS: readonly [Rgb, Rgb][] = [
  [
    [255, 183, 77],
    [239, 108, 0],
  ],
  [
    [129, 212, 250],
    [2, 119, 189],
  ],
  [
    [165, 214, 167],
    [46, 125, 50],
  ],
  [
    [206, 147, 216],
    [123, 31, 162],
  ],
  [
    [244, 143, 177],
    [194, 24, 91],
  ],
  [
    [128, 203, 196],
    [0, 105, 92],
  ],
];

/** 96×96: a gradient behind a pale head-and-shoulders silhouette. */
export function avatar(variant: number): Buffer {
  const [from, to] = AVATAR_COLOURS[variant % AVATAR_COLOURS.length];
  const pale: Rgb = [250, 250, 250];
  const canvas = new Canvas(96, 96);
  canvas.gradient(0, 96, from, to);
  canvas.circle(48, 38, 16, pale);
  canvas.circle(48, 100, 34, pale);
  return canvas.encode();
}

const BANNER_SKIES: readonly [Rgb, Rgb, Rgb][] = [
  [
    [135, 206, 235],
    [255, 224, 178],
    [0, 150, 199],
  ],
  [
    [255, 171, 145],
    [255, 236, 179],
    [0, 131, 143],
  ],
  [
    [179, 157, 219],
    [248, 187, 208],
    [21, 101, 192],
  ],
  [
    [144, 202, 249],
    [232, 245, 233],
    [0, 172, 193],
  ],
  [
    [255, 204, 128],
    [255, 245, 157],
    [38, 166, 154],
  ],
  [
    [100, 181, 246],
    [178, 235, 242],
    [2, 136, 209],
  ],
];

/** 640×360: sky, sun, a villa with a roof and windows, a terrace and a pool in front. */
export function banner(variant: number): Buffer {
  const [skyTop, skyLow, water] = BANNER_SKIES[variant % BANNER_SKIES.length];
  const canvas = new Canvas(640, 360);
  canvas.gradient(0, 250, skyTop, skyLow);
  canvas.circle(120 + variant * 80, 70, 30, [255, 241, 118]);
  for (let row = 0; row < 40; row += 1) canvas.span(120 + row, 400 - row * 4, 400 + row * 4, [141, 85, 36]);
  canvas.rect(250, 160, 300, 90, [245, 240, 230]);
  for (const x of [280, 370, 460]) canvas.rect(x, 180, 60, 45, [69, 90, 100]);
  canvas.rect(0, 250, 640, 20, [224, 224, 224]);
  canvas.gradient(270, 90, water, mix(water, [255, 255, 255], 0.35));
  for (let ripple = 0; ripple < 6; ripple += 1) {
    canvas.rect(
      40 + ripple * 100 + (ripple % 2) * 30,
      285 + (ripple % 3) * 22,
      60,
      3,
      mix(water, [255, 255, 255], 0.6),
    );
  }
  return canvas.encode();
}

const SLIP_BANKS: readonly Rgb[] = [
  [0, 166, 81],
  [78, 42, 132],
  [30, 69, 155],
  [0, 165, 227],
  [255, 193, 7],
  [0, 86, 164],
];

/** 360×640: a white receipt with a bank-coloured header, a tick in a ring, and grey bars as text lines. */
export function slip(variant: number): Buffer {
  const header = SLIP_BANKS[variant % SLIP_BANKS.length];
  const canvas = new Canvas(360, 640);
  canvas.rect(0, 0, 360, 640, [255, 255, 255]);
  canvas.rect(0, 0, 360, 90, header);
  canvas.circle(180, 150, 34, header);
  canvas.circle(180, 150, 28, [255, 255, 255]);
  for (let step = 0; step < 12; step += 1) canvas.rect(165 + step, 150 + step, 4, 4, header);
  for (let step = 0; step < 20; step += 1) canvas.rect(177 + step, 162 - step, 4, 4, header);
  [220, 250, 300, 330, 380, 410, 460, 490, 540].forEach((top, index) => {
    const width = 120 + ((index * 53 + variant * 29) % 150);
    canvas.rect(40, top, width, 12, index % 3 === 0 ? [120, 120, 120] : [200, 200, 200]);
  });
  canvas.rect(40, 590, 280, 6, [200, 200, 200]);
  return canvas.encode();
}

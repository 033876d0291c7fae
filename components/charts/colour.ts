/**
 * Arithmetic on the site's `#rrggbb` colours: WCAG contrast, how a colour looks to a reader with a colour-vision
 * deficiency, and how far apart two colours look (CIEDE2000). The palettes (components/vote/vote-choice.ts,
 * components/charts/party-colour.ts) are checked with it in their tests; docs/design.md states the thresholds.
 */

/** An sRGB colour as linear-light channels in [0, 1]. */
type Linear = readonly [number, number, number];

/** A colour-vision deficiency, simulated at full severity (dichromacy). */
export type ColourVision = 'protanopia' | 'deuteranopia' | 'tritanopia';

export const COLOUR_VISIONS: readonly ColourVision[] = ['protanopia', 'deuteranopia', 'tritanopia'];

/**
 * Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency",
 * IEEE TVCG 15(6): their matrices for severity 1.0, applied to linear sRGB.
 */
const MACHADO_2009: Readonly<Record<ColourVision, readonly [Linear, Linear, Linear]>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** The colour's linear-light channels. */
function linear(hex: string): Linear {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

function toHex([r, g, b]: Linear): string {
  const channel = (c: number) => {
    const v = Math.min(1, Math.max(0, c));
    const s = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(s * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** WCAG 2 relative luminance (0 black to 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour as a reader with the deficiency sees it (Machado et al. 2009), as `#rrggbb`. */
export function simulate(hex: string, vision: ColourVision): string {
  const c = linear(hex);
  const row = (m: Linear) => m[0] * c[0] + m[1] * c[1] + m[2] * c[2];
  const [r, g, b] = MACHADO_2009[vision];
  return toHex([row(r), row(g), row(b)]);
}

/** CIELAB (D65 white) of a colour. */
function lab(hex: string): Linear {
  const [r, g, b] = linear(hex);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const deg = Math.PI / 180;

/**
 * How different two colours look: CIEDE2000 (Sharma, Wu & Dalal 2005, "The CIEDE2000 Color-Difference Formula").
 * About 1 is the smallest difference one notices side by side; the site asks 20 of colours that carry a meaning.
 */
export function deltaE2000(a: string, b: string): number {
  return deltaE2000Lab(lab(a), lab(b));
}

/** CIEDE2000 of two CIELAB colours (exported for the formula's published test pairs). */
export function deltaE2000Lab([l1, a1, b1]: Linear, [l2, a2, b2]: Linear): number {
  const g7 = (c: number) => Math.sqrt(c ** 7 / (c ** 7 + 25 ** 7));
  const g = 0.5 * (1 - g7((Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1 = Math.hypot(a1p, b1);
  const c2 = Math.hypot(a2p, b2);
  const hue = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / deg + 360) % 360);
  const h1 = hue(a1p, b1);
  const h2 = hue(a2p, b2);
  let dh = 0;
  if (c1 * c2 !== 0) dh = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 < -180 ? h2 - h1 + 360 : h2 - h1;
  const dL = l2 - l1;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * deg);
  const lMean = (l1 + l2) / 2;
  const cMean = (c1 + c2) / 2;
  let hMean = h1 + h2;
  if (c1 * c2 !== 0) {
    hMean =
      Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * deg) +
    0.24 * Math.cos(2 * hMean * deg) +
    0.32 * Math.cos((3 * hMean + 6) * deg) -
    0.2 * Math.cos((4 * hMean - 63) * deg);
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sC = 1 + 0.045 * cMean;
  const sH = 1 + 0.015 * cMean * t;
  const rT = -Math.sin(2 * 30 * Math.exp(-(((hMean - 275) / 25) ** 2)) * deg) * 2 * g7(cMean);
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

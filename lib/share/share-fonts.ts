import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A font as next/og's ImageResponse takes it. */
export interface ShareFont {
  readonly name: string;
  readonly data: ArrayBuffer;
  readonly weight: 400 | 700;
  readonly style: 'normal';
}

/** The share images' typeface, from the `@fontsource/inter` package (WOFF: what next/og reads). */
export const SHARE_FONT_FAMILY = 'Inter';

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files');

/** Latin (Danish letters, dashes, ellipsis, middle dot) and Latin Extended (names such as Łukasz), each weight. */
const FILES = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({ file: `inter-${subset}-${weight}-normal.woff`, weight })),
);

let loaded: Promise<ShareFont[]> | null = null;

/**
 * The share images' fonts, read from disk once per process. next/og's own default (Geist) is measured too wide
 * after some letters (a gap after 'Folketingets' and 'Syntetiske'), and it would fetch missing glyphs from the
 * network; Inter from a package is measured right and never leaves the machine.
 */
export function shareFonts(): Promise<ShareFont[]> {
  loaded ??= Promise.all(
    FILES.map(async ({ file, weight }) => {
      const bytes = await readFile(path.join(FONT_DIR, file));
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return { name: SHARE_FONT_FAMILY, data, weight, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

import type { ReactNode } from 'react';
import { clipText } from '@/lib/format/clip-text';
import { defineMessages } from '@/lib/i18n/locale';
import { SHARE_FONT_FAMILY } from '@/lib/share/share-fonts';

/** The frame's words. Share images are fetched without the reader's language cookie, so they are Danish. */
const TEXT = defineMessages({
  da: { site: 'Tingdata · Folketingets åbne data', synthetic: 'Syntetiske demodata' },
  en: { site: 'Tingdata · The Folketing’s open data', synthetic: 'Synthetic demo data' },
}).da;

/** The share images' colours: the site's dark red as the accent, stone greys for text on a warm white. */
export const SHARE_COLOR = {
  accent: '#991b1b',
  background: '#fafaf9',
  text: '#0c0a09',
  muted: '#44403c',
  rule: '#57534e',
} as const;

/** The longest title a share image shows before cutting it with an ellipsis (three lines at the smaller size). */
const MAX_TITLE = 90;

/** Titles up to this length get the larger type. */
const SHORT_TITLE = 48;

/**
 * The frame every share image has (1200×630, rendered by next/og's ImageResponse, so flexbox and inline styles
 * only): the site's name and — for a synthetic store — the demo-data label along the top, a line of facts above the
 * page's title in the middle, and the page's own figures (`children`) at the bottom.
 */
export function ShareImageFrame({
  kicker,
  title,
  synthetic,
  children,
}: {
  /** Facts above the title ('L 123 · Lovforslag · 2026-27'); left out when empty. */
  kicker: string | null;
  /** The title, cut to fit. */
  title: string;
  /** The store holds synthetic demo data: say so on the image. */
  synthetic: boolean;
  children?: ReactNode;
}) {
  const clipped = clipText(title, MAX_TITLE);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        background: SHARE_COLOR.background,
        borderLeft: `24px solid ${SHARE_COLOR.accent}`,
        color: SHARE_COLOR.text,
        fontFamily: SHARE_FONT_FAMILY,
        fontSize: 28,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div style={{ display: 'flex', color: SHARE_COLOR.muted }}>{TEXT.site}</div>
        {synthetic ? (
          <div
            style={{
              display: 'flex',
              background: '#fcd34d',
              border: '3px solid #000',
              padding: '6px 16px',
              fontSize: 26,
            }}
          >
            {TEXT.synthetic}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {kicker ? (
          <div style={{ display: 'flex', fontSize: 30, color: SHARE_COLOR.muted }}>{kicker}</div>
        ) : null}
        <div
          style={{
            display: 'flex',
            fontSize: clipped.length <= SHORT_TITLE ? 64 : 52,
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {clipped}
        </div>
      </div>
      {children ? <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>{children}</div> : null}
    </div>
  );
}

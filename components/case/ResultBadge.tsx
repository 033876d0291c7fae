import type { ResultTone } from '@/lib/wording/case-result-text';

const STYLE: Readonly<Record<ResultTone, { readonly symbol: string; readonly className: string }>> = {
  adopted: { symbol: '✓', className: 'border-green-800 bg-green-50 text-green-900' },
  rejected: { symbol: '✗', className: 'border-red-800 bg-red-50 text-red-900' },
  neutral: { symbol: '–', className: 'border-stone-500 bg-stone-50 text-stone-900' },
  warning: { symbol: '!', className: 'border-amber-800 bg-amber-50 text-amber-950' },
};

/**
 * A case result's word as a badge ('Vedtaget', 'Ingen vedtaget', 'Uenige kilder'): said in words and a symbol, not
 * by colour alone.
 */
export function ResultBadge({ word, tone }: { word: string; tone: ResultTone }) {
  const { symbol, className } = STYLE[tone];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold ${className}`}
    >
      <span aria-hidden="true">{symbol}</span>
      {word}
    </span>
  );
}

import type { ResultTone } from '@/lib/wording/case-result-text';

/** The text colour of a case result's tone (lib/wording/case-result-text.ts): always beside its words, never alone. */
export const RESULT_TONE_TEXT: Readonly<Record<ResultTone, string>> = {
  adopted: 'text-emerald-800',
  rejected: 'text-red-800',
  neutral: 'text-stone-800',
  warning: 'text-amber-900',
};

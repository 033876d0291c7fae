import type { TermText as Term } from '@/lib/i18n/oda-terms';

/**
 * An ODA term as lib/i18n/oda-terms.ts gives it: in English as plain text, or — as stored, when it has no English
 * name — marked `lang="da"`. Nothing for no term.
 */
export function TermText({ term }: { term: Term | null }) {
  if (!term) return null;
  return term.lang === 'da' ? <span lang="da">{term.text}</span> : term.text;
}

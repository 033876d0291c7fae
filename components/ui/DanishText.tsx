import type { ReactNode } from 'react';

/**
 * ODA's own Danish text inside the interface — a case title, a committee's or party's name, a konklusion, a
 * biography line — marked `lang="da"`, so a screen reader on an English page reads it as Danish and the English page
 * says which words are data (e2e/english-words.spec.ts fails on Danish words outside such marks). Where the text
 * fills an element of its own, give that element `lang="da"` instead.
 */
export function DanishText({ children }: { children: ReactNode }) {
  return <span lang="da">{children}</span>;
}

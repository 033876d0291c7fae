import type { ReferatEra } from '@/lib/referat/types';

/**
 * The form a samling's transcripts are published in (docs/referat.md#eras): legacy up to 20181, tingdok from 20182,
 * preliminary from 20241. A few legacy files were re-exported later and look modern (`reexported`).
 */
export function eraOfSamling(samling: string, reexported: boolean): ReferatEra {
  if (samling <= '20181') return reexported ? 'tingdok' : 'legacy';
  return samling < '20241' ? 'tingdok' : 'preliminary';
}

/** Share of legacy-samling files re-exported in the modern form (the real corpus: ~17 of ~1,000). */
export const REEXPORT_SHARE = 0.015;

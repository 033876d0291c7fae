/**
 * The ODA answers the live case reads use (JSON light, only the fields read), and the reshaping of their files
 * into the store's row shape. Numbers and texts as the service sends them; booleans are JSON booleans.
 */
import type { FileRow } from '@/lib/store/case-detail';
import { orderBy } from './case-order';

export interface OdaFil {
  readonly id: number;
  readonly dokumentid: number;
  readonly titel: string | null;
  readonly filurl: string | null;
  readonly format: string | null;
  readonly variantkode: string | null;
}

export interface OdaDokument {
  readonly id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly Fil?: readonly OdaFil[];
  readonly Dokumenttype?: { readonly type: string | null } | null;
}

/** An expanded to-one classification (`Sagstype`, `Sagsstatus`, …): just its text field. */
export type OdaNamed<K extends string> = { readonly [key in K]: string | null } | null | undefined;

/** The service cuts every expanded collection at 100 rows, silently (reference §3.5). */
export const EXPANDED_CAP = 100;

/** Files of the given documents in the store's order: by document, PDF renditions ('P') first, then by id. */
export function toFileRows(documents: readonly (OdaDokument | null | undefined)[]): FileRow[] {
  const seen = new Set<number>();
  const rows: FileRow[] = [];
  for (const d of documents) {
    if (!d || seen.has(d.id)) continue;
    seen.add(d.id);
    for (const f of d.Fil ?? [])
      rows.push({
        dokumentid: f.dokumentid,
        fil_id: f.id,
        titel: f.titel,
        filurl: f.filurl,
        format: f.format,
        variantkode: f.variantkode,
      });
  }
  return rows.sort(
    orderBy<FileRow>(
      { key: (f) => f.dokumentid },
      { key: (f) => f.variantkode, desc: true },
      { key: (f) => f.fil_id },
    ),
  );
}

/** Whether any document's expanded files may have been cut at the cap (then they are read on their own). */
export const filesMayBeCut = (documents: readonly (OdaDokument | null | undefined)[]): boolean =>
  documents.some((d) => (d?.Fil?.length ?? 0) >= EXPANDED_CAP);

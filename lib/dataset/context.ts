import type { Samling } from './periods';
import type { Random } from './random';
import type { ScaleConfig } from './scale';
import type { IdSequence, RowSink } from './sink';

/** The sets documents write: their ids and content come from streams of their own (GenContext.docRng). */
export const DOCUMENT_SETS = [
  'Dokument',
  'Fil',
  'DokumentAktør',
  'SagDokument',
  'SagstrinDokument',
  'EmneordDokument',
  'Omtryk',
] as const;
export type DocumentSet = (typeof DOCUMENT_SETS)[number];

/** What every stage of the generator shares. */
export interface GenContext {
  readonly rng: Random;
  readonly sink: RowSink;
  readonly scale: ScaleConfig;
  /** The dataset's "today": records up to it are history, meetings after it are planned. */
  readonly asOf: Date;
  readonly samlinger: readonly Samling[];
  /**
   * One id sequence per entity set, all drawing their gaps from one shared stream. The document-side sets' sequences
   * here only replay generator version 9's draws (lib/dataset/document-draws-v9.ts); their rows take
   * {@link documentIds}.
   */
  ids(set: string): IdSequence;
  /**
   * The random stream of the documents' content (questions, answers, files; lib/dataset/documents.ts), derived from
   * the seed apart from `rng`, so that what documents draw never moves a case, meeting or vote.
   */
  readonly docRng: Random;
  /** The id sequences of the document-side sets (DOCUMENT_SETS), with gaps drawn from their own stream. */
  documentIds(set: DocumentSet): IdSequence;
  progress(stage: string, done: number, total: number): void;
}

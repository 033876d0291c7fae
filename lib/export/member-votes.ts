import type { VoteChoice } from '@/lib/data/types';
import type { VoteDetail } from '@/lib/data/votes/types';
import { CSV_CONTENT_TYPE, type CsvValue, toCsv } from '@/lib/format/csv';

/** One member's vote in the exports: ODA's field names, the vote as ODA's `Stemmetype.type` text. */
export interface MemberVoteRecord {
  readonly aktørid: number;
  readonly navn: string;
  /** The party code on the vote date; null when none is recorded. */
  readonly parti: string | null;
  /** 'For', 'Imod', 'Hverken for eller imod' or 'Fravær'; null when the Stemme row has no known type. */
  readonly stemme: string | null;
}

/** `Stemmetype.type` (docs/oda.md#ballot-types): how the exports write a choice. */
export const STEMMETYPE_TEXT: Readonly<Record<VoteChoice, string>> = {
  for: 'For',
  against: 'Imod',
  abstain: 'Hverken for eller imod',
  absent: 'Fravær',
};

export const MEMBER_VOTE_COLUMNS = ['aktørid', 'navn', 'parti', 'stemme'] as const;

/** The vote in every CSV row, so a row read alone (or pasted beside other votes) says what it is about. */
export const VOTE_COLUMNS = [
  'afstemningid',
  'dato',
  'sagsnummer',
  'sag',
  'sagstrin',
  'afstemningstype',
] as const;

/** What the exports say about the vote itself. */
type ExportedVote = Pick<
  VoteDetail,
  'id' | 'nummer' | 'date' | 'voteType' | 'adopted' | 'case' | 'step' | 'ballots'
>;

/** The vote as the {@link VOTE_COLUMNS} cells need it, whichever export it comes from. */
export interface VoteContext {
  readonly id: number;
  readonly date: string | null;
  readonly caseNumber: string | null;
  /** The short title, else the full one. */
  readonly caseTitle: string | null;
  readonly stepTitle: string | null;
  readonly voteType: string | null;
}

/** The {@link VOTE_COLUMNS} cells of a vote. */
export function voteContextCells(vote: VoteContext): CsvValue[] {
  return [vote.id, vote.date, vote.caseNumber, vote.caseTitle, vote.stepTitle, vote.voteType];
}

function voteCells(vote: ExportedVote): CsvValue[] {
  return voteContextCells({
    id: vote.id,
    date: vote.date,
    caseNumber: vote.case?.number ?? null,
    caseTitle: vote.case?.shortTitle ?? vote.case?.title ?? null,
    stepTitle: vote.step?.title ?? null,
    voteType: vote.voteType,
  });
}

export function toMemberVoteRecords(vote: Pick<VoteDetail, 'ballots'>): MemberVoteRecord[] {
  return vote.ballots.map((b) => ({
    aktørid: b.actorId,
    navn: b.name,
    parti: b.party,
    stemme: b.choice ? STEMMETYPE_TEXT[b.choice] : null,
  }));
}

/** Danish letters spelt out, everything else not a–z or 0–9 a hyphen: 'L 32 A' → 'l-32-a', 'Ø' → 'oe'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * The download's file name, saying what it holds: `afstemning-<id>-<case number>-<date>-stemmer.csv`, e.g.
 * `afstemning-4711-l-32-2025-03-12-stemmer.csv` (the parts ODA lacks are left out; ASCII only).
 */
export function memberVotesFilename(
  vote: Pick<VoteDetail, 'id' | 'date' | 'case'>,
  format: 'csv' | 'json',
): string {
  const parts = [
    `afstemning-${vote.id}`,
    slug(vote.case?.number ?? ''),
    vote.date?.slice(0, 10) ?? '',
    'stemmer',
  ];
  return `${parts.filter(Boolean).join('-')}.${format}`;
}

export interface ExportFile {
  readonly body: string;
  readonly contentType: string;
  readonly filename: string;
}

/**
 * The member votes as CSV (see lib/format/csv.ts: `;`, CRLF, UTF-8 with BOM), one row per member, by name, each
 * row starting with the vote's id, date, case number and title, step and vote type.
 */
export function memberVotesCsv(vote: ExportedVote): ExportFile {
  const context = voteCells(vote);
  const rows = toMemberVoteRecords(vote).map((r) => [...context, ...MEMBER_VOTE_COLUMNS.map((c) => r[c])]);
  return {
    body: toCsv([...VOTE_COLUMNS, ...MEMBER_VOTE_COLUMNS], rows),
    contentType: CSV_CONTENT_TYPE,
    filename: memberVotesFilename(vote, 'csv'),
  };
}

/**
 * The member votes as JSON: the vote (id, number, date, type, outcome, its case and step as ODA names them) and
 * the records.
 */
export function memberVotesJson(vote: ExportedVote): ExportFile {
  const document = {
    afstemningid: vote.id,
    nummer: vote.nummer,
    dato: vote.date,
    afstemningstype: vote.voteType,
    vedtaget: vote.adopted,
    sag: vote.case
      ? {
          id: vote.case.id,
          nummer: vote.case.number,
          titel: vote.case.title,
          titelkort: vote.case.shortTitle,
        }
      : null,
    sagstrin: vote.step ? { id: vote.step.id, titel: vote.step.title, type: vote.step.type } : null,
    stemmer: toMemberVoteRecords(vote),
  };
  return {
    body: `${JSON.stringify(document, null, 2)}\n`,
    contentType: 'application/json; charset=utf-8',
    filename: memberVotesFilename(vote, 'json'),
  };
}

/** Response headers for a download of the file (RFC 6266 filename, ASCII here by construction). */
export function downloadHeaders(file: ExportFile): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'X-Content-Type-Options': 'nosniff',
  };
}

import type { VoteChoice, VoteDetail } from '@/lib/data/types';
import { CSV_CONTENT_TYPE, toCsv } from '@/lib/format/csv';

/** One member's vote in the exports: ODA's field names, the vote as ODA's `Stemmetype.type` text. */
export interface MemberVoteRecord {
  readonly aktørid: number;
  readonly navn: string;
  /** The party code on the vote date; null when none is recorded. */
  readonly parti: string | null;
  /** 'For', 'Imod', 'Hverken for eller imod' or 'Fravær'; null when the Stemme row has no known type. */
  readonly stemme: string | null;
}

/** `Stemmetype.type` (oda-reference §2.2). */
const STEMMETYPE: Readonly<Record<VoteChoice, string>> = {
  for: 'For',
  against: 'Imod',
  abstain: 'Hverken for eller imod',
  absent: 'Fravær',
};

export const MEMBER_VOTE_COLUMNS = ['aktørid', 'navn', 'parti', 'stemme'] as const;

export function toMemberVoteRecords(vote: Pick<VoteDetail, 'ballots'>): MemberVoteRecord[] {
  return vote.ballots.map((b) => ({
    aktørid: b.actorId,
    navn: b.name,
    parti: b.party,
    stemme: b.choice ? STEMMETYPE[b.choice] : null,
  }));
}

/** The download's file name: `afstemning-<id>-stemmer.csv`. */
export function memberVotesFilename(voteId: number, format: 'csv' | 'json'): string {
  return `afstemning-${voteId}-stemmer.${format}`;
}

export interface ExportFile {
  readonly body: string;
  readonly contentType: string;
  readonly filename: string;
}

/** The member votes as CSV (see lib/format/csv.ts: `;`, CRLF, UTF-8 with BOM), one row per member, by name. */
export function memberVotesCsv(vote: Pick<VoteDetail, 'id' | 'ballots'>): ExportFile {
  const rows = toMemberVoteRecords(vote).map((r) => MEMBER_VOTE_COLUMNS.map((c) => r[c]));
  return {
    body: toCsv(MEMBER_VOTE_COLUMNS, rows),
    contentType: CSV_CONTENT_TYPE,
    filename: memberVotesFilename(vote.id, 'csv'),
  };
}

/** The member votes as JSON: the vote's id and date, and the records. */
export function memberVotesJson(vote: Pick<VoteDetail, 'id' | 'date' | 'ballots'>): ExportFile {
  const document = { afstemningid: vote.id, dato: vote.date, stemmer: toMemberVoteRecords(vote) };
  return {
    body: `${JSON.stringify(document, null, 2)}\n`,
    contentType: 'application/json; charset=utf-8',
    filename: memberVotesFilename(vote.id, 'json'),
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

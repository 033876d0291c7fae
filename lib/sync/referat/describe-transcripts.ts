import type { TranscriptOutcome } from './sync-transcripts';

const n = (value: number) => value.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * One line about a cycle's transcript part: `transcripts in 2.1 s: 36 folders, 1,850 files listed; 3 downloaded
 * (1.2 MB): 2 imported, 1 rejected, 0 unchanged; 0 re-linked; 1,850 sittings, 809,279 speeches (863 unlinked speakers,
 * 41 unlinked cases)`, or its failure.
 */
export function describeTranscripts(outcome: TranscriptOutcome): string {
  if (!outcome.ok) return outcome.error;
  const s = outcome.summary;
  const gone = s.vanished ? `, ${n(s.vanished)} gone meanwhile` : '';
  const retries = s.retries ? `, ${n(s.retries)} FTP retries` : '';
  return `transcripts in ${s.seconds.toFixed(1)} s: ${n(s.folders)} folders, ${n(s.files)} files listed; ${n(s.downloads)} downloaded (${mb(s.bytes)}): ${n(s.imported)} imported, ${n(s.rejected)} rejected, ${n(s.unchanged)} unchanged${gone}${retries}; ${n(s.relinked)} re-linked; ${n(s.counts.sittings)} sittings, ${n(s.counts.speeches)} speeches (${n(s.counts.unlinkedSpeakers)} unlinked speakers, ${n(s.counts.unlinkedCases)} unlinked cases)`;
}

import { describe, expect, it } from 'vitest';
import { describeTranscripts } from './describe-transcripts';
import type { ReferatCycleSummary } from './referat-cycle';

const summary: ReferatCycleSummary = {
  seconds: 2.14,
  folders: 36,
  files: 1850,
  listings: 37,
  downloads: 3,
  bytes: 1_234_567,
  retries: 0,
  imported: 2,
  rejected: 1,
  unchanged: 0,
  vanished: 0,
  speeches: 880,
  relinked: 4,
  counts: {
    filesImported: 1843,
    filesRejected: 7,
    sittings: 1843,
    unlinkedSittings: 2,
    items: 21000,
    unlinkedItems: 12,
    unlinkedCases: 41,
    speeches: 809279,
    unlinkedSpeeches: 863,
    unlinkedSpeakers: 57,
    events: 2600,
  },
};

describe('the line a transcript cycle logs', () => {
  it('says what was listed, fetched and read, and what the mirror holds', () => {
    expect(describeTranscripts({ ok: true, summary })).toBe(
      'transcripts in 2.1 s: 36 folders, 1,850 files listed; 3 downloaded (1.2 MB): 2 imported, 1 rejected, 0 unchanged; 4 re-linked; 1,843 sittings, 809,279 speeches (57 unlinked speakers, 41 unlinked cases)',
    );
  });

  it('names files gone meanwhile and retries only when there were some', () => {
    expect(describeTranscripts({ ok: true, summary: { ...summary, vanished: 1, retries: 2 } })).toContain(
      '0 unchanged, 1 gone meanwhile, 2 FTP retries;',
    );
  });

  it('is the error itself when the part failed', () => {
    expect(describeTranscripts({ ok: false, error: 'transcripts: listing the root … failed' })).toBe(
      'transcripts: listing the root … failed',
    );
  });
});

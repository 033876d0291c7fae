import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import { meetingFullTitle } from '@/lib/wording/meeting-title';
import { meetingDescription } from './meeting-description';

const sitting: MeetingSummary = {
  id: 4239,
  title: '23. møde',
  number: '23',
  typeId: 1,
  type: 'Møde i salen',
  statusId: 2,
  status: 'Afholdt',
  date: '2026-11-20T10:00:00',
  startNote: null,
  venue: 'Folketingssalen',
  agendaUrl: null,
  periodId: 1,
  periodCode: '20261',
  period: '2026-27',
};

describe('meetingDescription', () => {
  it('says the day, place, type, status and how many agenda items and votes, in Danish and English', () => {
    expect(meetingDescription(sitting, 12, 1_234, 'da')).toBe(
      'Fredag den 20. november 2026 kl. 10.00, Folketingssalen. Møde i salen · Afholdt: 12 punkter på dagsordenen og 1.234 afstemninger.',
    );
    expect(meetingDescription(sitting, 1, 1, 'en')).toMatch(
      /^Friday,? 20 November 2026, 10:00, Folketingssalen\. Møde i salen · Afholdt: 1 agenda item and 1 vote\.$/,
    );
  });

  it('differs from the title', () => {
    for (const locale of ['da', 'en'] as const)
      expect(meetingDescription(sitting, 3, 0, locale)).not.toBe(meetingFullTitle(sitting, locale));
  });

  it('leaves out what ODA leaves empty, and says when there is no agenda or no vote', () => {
    const bare = { ...sitting, date: null, venue: null, type: null, status: null };
    expect(meetingDescription(bare, 0, 0, 'da')).toBe('Ingen dagsorden i datasættet og ingen afstemninger.');
    expect(meetingDescription({ ...bare, type: 'Udvalgsmøde' }, 2, 0, 'en')).toBe(
      'Udvalgsmøde: 2 agenda items and no votes.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { DocumentActor, QuestionSummary } from '@/lib/data/documents/types';
import { questionShareText } from './document-share-text';

const actor = (fields: Partial<DocumentActor>): DocumentActor => ({
  id: 1,
  name: null,
  roleId: 6,
  role: null,
  typeId: 5,
  party: null,
  holder: null,
  ...fields,
});

const question = (timing: QuestionSummary['timing']): QuestionSummary => ({
  id: 1,
  typeId: 16,
  type: '§ 20-spørgsmål',
  title: 'S 1',
  wording: null,
  date: '2024-11-04T10:00:00',
  askers: [actor({ name: 'Mette Mus', party: { code: 'S', name: 'Socialdemokratiet' } })],
  addressees: [
    actor({ id: 2, name: 'finansministeren', roleId: 8, holder: { id: 3, name: 'Anna Andersen' } }),
  ],
  answers: [],
  timing,
  today: '2025-03-01',
});

describe('questionShareText', () => {
  it('says who asked which minister when, and after how many days it was answered', () => {
    expect(questionShareText(question({ answerDay: '2024-11-14', days: 10 }), 'da')).toBe(
      'Spurgt af Mette Mus (S) til finansministeren (Anna Andersen) den 4. november 2024. Besvaret efter 10 dage.',
    );
    expect(questionShareText(question({ answerDay: null, days: 117 }), 'en')).toBe(
      'Asked by Mette Mus (S) to finansministeren (Anna Andersen) on 4 November 2024. Not answered after 117 days.',
    );
  });

  it('says an answer the same day plainly, and nothing of days without a date', () => {
    expect(questionShareText(question({ answerDay: '2024-11-04', days: 0 }), 'da')).toMatch(
      /Besvaret samme dag\.$/,
    );
    expect(questionShareText(question(null), 'da')).toMatch(/2024\.$/);
  });
});

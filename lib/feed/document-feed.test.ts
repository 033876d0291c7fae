import { describe, expect, it } from 'vitest';
import type { AnswerRef, QuestionSummary } from '@/lib/data/documents/types';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import { questionAnswersFeed } from './document-feed';
import type { FeedContext } from './feed-context';

const context: FeedContext = {
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale: 'da',
  emptyUpdated: new Date('2025-03-20T07:00:00Z'),
};

const answer = (id: number, date: string): AnswerRef => ({
  id,
  title: `Svar ${id}`,
  date,
  answeredBy: [{ id: 9, name: 'Finansministeriet' }],
  files: [],
});

const question = (answers: readonly AnswerRef[]): QuestionSummary => ({
  id: 1001,
  typeId: 16,
  type: '§ 20-spørgsmål',
  title: 'S 1 Om skatten',
  wording: 'Vil ministeren sænke skatten?',
  date: '2024-11-04T00:00:00',
  askers: [],
  addressees: [],
  answers,
  timing: null,
  today: '2025-03-01',
});

describe("a question's feed", () => {
  it('holds its answers, newest first, each linking to its page with its days after the question', async () => {
    const feed = await checkAtom(
      writeAtom(
        questionAnswersFeed(
          question([answer(2001, '2024-11-14T00:00:00'), answer(2002, '2024-11-20T00:00:00')]),
          context,
        ),
      ),
    );
    expect(feed.title).toBe('S 1 Om skatten: svar');
    expect(feed.alternate).toBe('https://tingdata.test/dokument/1001');
    expect(feed.self).toBe('https://tingdata.test/dokument/1001/feed.xml');
    expect(feed.entries.map((e) => [e.id, e.link])).toEqual([
      ['tag:tingdata.dk,2026:dokument/2002', 'https://tingdata.test/dokument/2002'],
      ['tag:tingdata.dk,2026:dokument/2001', 'https://tingdata.test/dokument/2001'],
    ]);
    expect(feed.entries[1]?.summary).toBe('Besvaret af Finansministeriet. 10 dage efter spørgsmålet.');
    expect(feed.updated).toBe('2024-11-19T23:00:00.000Z');
  });

  it('is dated by the question while it has no answer', async () => {
    const feed = await checkAtom(writeAtom(questionAnswersFeed(question([]), context)));
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe('2024-11-03T23:00:00.000Z');
  });
});

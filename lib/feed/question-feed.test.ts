import { afterAll, describe, expect, it } from 'vitest';
import { loadQuestionFeed } from '@/lib/data/questions/question-list-load';
import { buildQuestionStore } from '@/lib/data/questions/question-store.fixture';
import { QuestionSearch } from '@/lib/url-state/question-search';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import type { FeedContext } from './feed-context';
import { questionsFeed } from './question-feed';

/* The questions feed over the hand-built store of lib/data/questions/question-store.fixture.ts (today 2025-03-01). */

const db = buildQuestionStore();
afterAll(() => db.close());

const context = (locale: 'da' | 'en' = 'da'): FeedContext => ({
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale,
  emptyUpdated: new Date('2025-03-01T07:00:00Z'),
});

function feedOf(query: string, names: readonly string[] = [], locale: 'da' | 'en' = 'da') {
  const search = QuestionSearch.fromUrl(query);
  return checkAtom(
    writeAtom(questionsFeed(loadQuestionFeed(db, search.toFilters()), search, names, context(locale))),
  );
}

describe('the questions feed', () => {
  it('is valid Atom: the newest activity first, each question by its asker, linking to its page', async () => {
    const feed = await feedOf('');
    expect(feed.title).toBe('Nye spørgsmål og svar til ministrene');
    expect(feed.self).toBe('https://tingdata.test/spoergsmaal/feed.xml');
    expect(feed.alternate).toBe('https://tingdata.test/spoergsmaal');
    expect(feed.entries.slice(0, 3).map((e) => [e.id, e.title, e.link])).toEqual([
      [
        'tag:tingdata.dk,2026:dokument/1008',
        'Besvaret: Spørgsmål 1008',
        'https://tingdata.test/dokument/1008',
      ],
      [
        'tag:tingdata.dk,2026:dokument/1006',
        'Nyt spørgsmål: Spørgsmål 1006',
        'https://tingdata.test/dokument/1006',
      ],
      [
        'tag:tingdata.dk,2026:dokument/1009',
        'Besvaret: Spørgsmål 1009',
        'https://tingdata.test/dokument/1009',
      ],
    ]);
    expect(feed.entries[1]?.summary).toBe(
      'Mette Mus (S) spurgte Finansminister (Bo Berg) den 20. februar 2025. Ikke besvaret endnu.',
    );
    expect(feed.entries[1]?.author).toBe('Mette Mus (S)');
  });

  it("follows the list's filters, named in its title, at the list's address without page or order", async () => {
    const feed = await feedOf('ministerium=400&besvaret=ja&sortering=langsomst&side=2', [
      'Finansminister',
      'besvarede',
    ]);
    expect(feed.title).toBe('Spørgsmål og svar: Finansminister, besvarede');
    expect(feed.self).toBe('https://tingdata.test/spoergsmaal/feed.xml?ministerium=400&besvaret=ja');
    expect(feed.entries.map((e) => e.id.replace(/.*dokument\//, ''))).toEqual([
      '1005',
      '1002',
      '1003',
      '1001',
    ]);
    expect(feed.entries[0]?.summary).toContain('Besvaret den 8. januar 2025, efter 7 dage.');
  });
});

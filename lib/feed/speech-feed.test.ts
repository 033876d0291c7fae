import { describe, expect, it } from 'vitest';
import type { SpeechLine } from '@/lib/data/debates/types';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import type { FeedContext } from './feed-context';
import { speechFeed } from './speech-feed';

const context: FeedContext = {
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale: 'da',
  emptyUpdated: new Date('2025-03-20T07:00:00Z'),
};

const line = (id: number, start: string | null, extra: Partial<SpeechLine> = {}): SpeechLine => ({
  id,
  date: '2023-11-02',
  start,
  seconds: 90,
  party: 'S',
  title: null,
  type: null,
  itemTitle: 'Forslag til lov om skat',
  caseNumber: 'L 12',
  excerpt: 'Vi støtter forslaget.',
  ...extra,
});

describe("a politician's speech feed", () => {
  it('holds the speeches newest first, each dated when it began, linking to its page with its start', async () => {
    const feed = await checkAtom(
      writeAtom(
        speechFeed(
          { id: 7, name: 'Anna Andersen' },
          [line(202310120006, '2023-11-02T13:40:00'), line(202310120003, null, { itemTitle: null })],
          context,
        ),
      ),
    );
    expect(feed.entries.map((e) => e.id)).toEqual([
      'tag:tingdata.dk,2026:tale/202310120006',
      'tag:tingdata.dk,2026:tale/202310120003',
    ]);
    expect(feed.entries.map((e) => e.updated)).toEqual([
      '2023-11-02T12:40:00.000Z',
      '2023-11-01T23:00:00.000Z',
    ]);
    expect(feed.entries[0]).toMatchObject({
      title: 'Anna Andersen om L 12 Forslag til lov om skat',
      link: 'https://tingdata.test/tale/202310120006',
    });
    expect(feed.entries[0]?.summary).toBe('Vi støtter forslaget. Varighed: 1 min. 30 sek.');
    expect(feed.entries[1]?.title).toBe('Anna Andersen om L 12');
    expect(feed.updated).toBe('2023-11-02T12:40:00.000Z');
  });

  it('is in English at its English address, and dated by the store when empty', async () => {
    const feed = await checkAtom(
      writeAtom(speechFeed({ id: 7, name: 'Anna Andersen' }, [], { ...context, locale: 'en' })),
    );
    expect(feed.title).toBe('Anna Andersen: speeches in the chamber');
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe('2025-03-20T07:00:00.000Z');
  });
});

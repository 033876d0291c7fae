import { describe, expect, it } from 'vitest';
import { type AtomFeed, writeAtom, xmlSafe } from './atom';
import { checkAtom } from './atom-check.fixture';

const base: AtomFeed = {
  id: 'tag:tingdata.dk,2026:feed/afstemninger/feed.xml',
  title: 'Nye afstemninger',
  updated: new Date('2025-03-12T12:00:00Z'),
  alternate: 'https://tingdata.test/afstemninger?q=a&samling=20241',
  self: 'https://tingdata.test/afstemninger/feed.xml?q=a&samling=20241',
  author: { name: 'Tingdata', uri: 'https://tingdata.test/' },
  entries: [],
};

const entry = (n: number, iso: string, title = `Afstemning ${n}`) => ({
  id: `tag:tingdata.dk,2026:afstemning/${n}`,
  title,
  link: `https://tingdata.test/afstemning/${n}`,
  updated: new Date(iso),
  summary: `Resumé ${n}`,
});

describe('writeAtom', () => {
  it('writes texts exactly as given, whatever markup or CDATA ends they hold', async () => {
    const nasty = 'L 1 »Æ & Ø« <b>fed</b> ]]> &amp; ]]> "citat" \u0001slut';
    const xml = writeAtom({
      ...base,
      title: `Feed ${nasty}`,
      subtitle: `Om ${nasty}`,
      author: { name: `Folk ${nasty}` },
      entries: [{ ...entry(1, '2025-03-12T12:00:00Z', nasty), summary: nasty, authors: [{ name: nasty }] }],
    });
    const feed = await checkAtom(xml);
    const expected = nasty.replace('\u0001', '');
    expect(feed.title).toBe(`Feed ${expected}`);
    expect(feed.author).toBe(`Folk ${expected}`);
    expect(feed.entries[0]).toMatchObject({ title: expected, summary: expected, author: expected });
    expect(feed.alternate).toBe(base.alternate);
    expect(feed.self).toBe(base.self);
  });

  it('writes entries newest first, keeping the given order among equal dates', async () => {
    const xml = writeAtom({
      ...base,
      entries: [
        entry(1, '2025-01-01T00:00:00Z'),
        entry(2, '2025-03-01T00:00:00Z'),
        entry(3, '2025-02-01T00:00:00Z'),
        entry(4, '2025-03-01T00:00:00Z'),
      ],
    });
    const feed = await checkAtom(xml);
    expect(feed.entries.map((e) => e.id.split('/').pop())).toEqual(['2', '4', '3', '1']);
    expect(feed.entries[0]?.updated).toBe('2025-03-01T00:00:00.000Z');
  });

  it('writes the dates it is given and nothing of the time of writing', () => {
    const feed = { ...base, entries: [entry(1, '2025-01-01T00:00:00Z')] };
    const xml = writeAtom(feed);
    expect(xml).toContain('<updated>2025-03-12T12:00:00.000Z</updated>');
    expect(writeAtom(feed)).toBe(xml);
  });

  it('drops characters XML cannot carry and keeps the rest', () => {
    expect(xmlSafe('a\u0000b\u0008c\td\ne\uFFFEf😀')).toBe('abc\td\nef😀');
  });
});

describe('checkAtom (the tests’ feed reader)', () => {
  const valid = writeAtom({ ...base, entries: [entry(1, '2025-01-01T00:00:00Z')] });

  it('accepts a valid feed', async () => {
    await expect(checkAtom(valid)).resolves.toMatchObject({ id: base.id });
  });

  it('fails on broken XML and on a missing required element', async () => {
    await expect(checkAtom(valid.replace('</entry>', ''))).rejects.toThrow();
    await expect(checkAtom(valid.replace(/<id>tag:[^<]*afstemning\/1<\/id>/, ''))).rejects.toThrow(
      /entry 0: id/,
    );
    await expect(checkAtom(valid.replace(/<updated>[^<]*<\/updated>/, ''))).rejects.toThrow(/feed updated/);
    await expect(checkAtom(valid.replace(/<link rel="self"[^>]*\/>/, ''))).rejects.toThrow(/self/);
    await expect(checkAtom(valid.replace(/<author>[\s\S]*?<\/author>/, ''))).rejects.toThrow(/author/);
  });
});

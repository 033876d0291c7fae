import { describe, expect, it } from 'vitest';
import { type LiveMembership, membershipPageRequest, pickGroups } from './vote-ballots';

const m = (
  id: number,
  fra: number,
  til: number,
  startdato: string | null,
  slutdato: string | null,
): LiveMembership => ({
  id,
  fraaktørid: fra,
  tilaktørid: til,
  startdato,
  slutdato,
  TilAktør: { gruppenavnkort: `G${til}`, navn: `Gruppe ${til}` },
});

const groupOf = (ms: LiveMembership[], dato: string | null) =>
  Object.fromEntries([...pickGroups(ms, dato)].map(([actor, g]) => [actor, g.tilaktørid]));

describe('pickGroups (the store’s rule in lib/store/vote-ballots.ts)', () => {
  it('takes the membership covering the date: start inclusive, end exclusive, compared as ODA text', () => {
    const ms = [
      m(1, 1, 10, '2024-10-01T00:00:00', '2025-03-01T00:00:00'),
      m(2, 1, 11, '2025-03-01T00:00:00', null),
    ];
    expect(groupOf(ms, '2025-02-28T23:59:59')).toEqual({ 1: 10 });
    expect(groupOf(ms, '2025-03-01T00:00:00')).toEqual({ 1: 11 });
  });

  it('prefers the latest start when memberships overlap, then the highest id; an open start counts as earliest', () => {
    const ms = [
      m(1, 1, 10, null, null),
      m(2, 1, 11, '2025-01-01T00:00:00', null),
      m(3, 2, 12, '2025-01-01T00:00:00', null),
      m(4, 2, 13, '2025-01-01T00:00:00', null),
      m(5, 3, 14, null, null),
    ];
    expect(groupOf(ms, '2025-02-01T00:00:00')).toEqual({ 1: 11, 2: 13, 3: 14 });
  });

  it('with no vote date only an undated membership counts (the store’s `x <= NULL` is never true)', () => {
    const ms = [
      m(1, 1, 10, '2024-01-01T00:00:00', null),
      m(2, 2, 11, null, null),
      m(3, 3, 12, null, '2030-01-01T00:00:00'),
    ];
    expect(groupOf(ms, null)).toEqual({ 2: 11 });
  });
});

describe('membershipPageRequest', () => {
  it('asks for group memberships ("medlem" of a Folketingsgruppe) around the vote day, by window of 100', () => {
    const filterOf = (r: string) => decodeURIComponent(r.split('$filter=')[1]?.split('&')[0] ?? '');
    const first = membershipPageRequest('2025-03-12T13:00:00', 0);
    expect(filterOf(first)).toBe(
      "rolleid eq 15 and TilAktør/typeid eq 4 and (startdato eq null or startdato lt datetime'2025-03-13T00:00:00')" +
        " and (slutdato eq null or slutdato ge datetime'2025-03-12T00:00:00')",
    );
    expect(first).toContain('$inlinecount=allpages');
    expect(membershipPageRequest('2025-03-12T13:00:00', 1)).toContain('$skip=100');
    // Every vote of the day shares the request.
    expect(membershipPageRequest('2025-03-12T09:00:00', 0)).toBe(first);
    expect(filterOf(membershipPageRequest(null, 0))).toContain('startdato eq null and slutdato eq null');
  });
});

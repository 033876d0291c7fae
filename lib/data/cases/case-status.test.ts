import { describe, expect, it } from 'vitest';
import { caseStatusMessages } from '@/lib/wording/case-status-words';
import {
  CASE_STATUS_GROUPS,
  caseStatusGroupFromSlug,
  caseStatusSlug,
  toCaseStatusGroup,
} from './case-status';

/** Every Sagsstatus of the reference list (docs/oda.md#case-statuses), id → status, with the plain group expected. */
const REFERENCE: readonly [number, string, string][] = [
  [1, 'Afsluttet', 'concluded'],
  [2, 'Afgivet', 'concluded'],
  [3, 'Forkastet', 'rejected'],
  [4, 'Tilbagetaget', 'lapsed'],
  [5, 'Forhandlet', 'concluded'],
  [6, 'Anmeldt', 'pending'],
  [7, 'Fremmet', 'concluded'],
  [8, 'Igangværende', 'pending'],
  [9, 'Udgået', 'lapsed'],
  [10, 'Vedtaget', 'adopted'],
  [11, 'Stadfæstet', 'adopted'],
  [12, 'Ingen forhandling', 'concluded'],
  [13, 'Bortfaldet', 'lapsed'],
  [14, 'Foretaget', 'concluded'],
  [15, 'Foreløbig', 'pending'],
  [16, '2. beh./Forkastet', 'rejected'],
  [17, 'Vedtaget', 'adopted'],
  [18, 'Afholdt', 'concluded'],
  [19, 'Betænkning afgivet', 'pending'],
  [20, 'Besvaret, endeligt', 'concluded'],
  [21, 'Tiltrådt', 'adopted'],
  [22, 'Anmeldt', 'pending'],
  [23, 'Ikke afgjort', 'pending'],
  [24, 'Fremsat', 'pending'],
  [25, 'Fremsat', 'pending'],
  [26, 'Fremsat/henvist til udvalg', 'pending'],
  [27, 'Taget til efterretning', 'concluded'],
  [28, '1. beh./Henvist til udvalg', 'pending'],
  [29, '2. beh. afbrudt/henvist til udvalg', 'pending'],
  [30, 'Henstående', 'pending'],
  [31, 'Tillægsbetænkning afgivet', 'pending'],
  [32, '2. beh./Direkte til 3. beh.', 'pending'],
  [33, '2. beh./Henvist til udvalg', 'pending'],
  [34, 'Eneste behandling/Vedtaget', 'adopted'],
  [35, 'Forkastet', 'rejected'],
  [36, 'Behandlet', 'concluded'],
  [37, '3. beh./Forkastet', 'rejected'],
  [38, '1. (eneste) behandling/Forkastet', 'rejected'],
  [39, '2. beh/Vedtaget', 'adopted'],
  [40, 'Delt', 'concluded'],
  [41, '3.beh./Vedtaget', 'adopted'],
  [42, 'Beretning afgivet', 'concluded'],
  [43, 'Aflyst', 'lapsed'],
  [44, 'Stedfortræder godkendt', 'concluded'],
  [45, 'Afventer opfølgning', 'pending'],
  [46, 'Ophør anmeldt', 'concluded'],
  [47, 'Afsluttet', 'concluded'],
  [48, '2. beh./Bortfaldet', 'lapsed'],
  [49, 'Skal forhandles', 'pending'],
  [50, 'Besvaret, foreløbigt', 'pending'],
  [51, 'Godkendt orlov', 'concluded'],
  [52, 'Anmeldt', 'pending'],
  [53, '3. beh. afbrudt/henvist til udvalg', 'pending'],
  [54, 'Igangværende', 'pending'],
  [55, '1. beh./Direkte til 2. beh.', 'pending'],
  [56, 'Forhandling afsluttet', 'concluded'],
  [57, 'Vedtaget', 'adopted'],
  [58, '2. beh. afbrudt/udsat', 'pending'],
  [59, '1. (eneste) behandling/Vedtaget', 'adopted'],
  [60, '1. beh. afbrudt/udsat', 'pending'],
  [61, '1. beh. afbrudt/henvist til udvalg', 'pending'],
  [62, 'Spørgsmål afvist', 'rejected'],
  [63, 'Foreløbig', 'pending'],
  [64, 'Forkastet', 'rejected'],
  [65, 'Afvist', 'rejected'],
  [66, '3. beh. afbrudt/udsat', 'pending'],
  [67, 'Optaget', 'pending'],
  [68, 'Forhandlet i udvalg/delegation', 'concluded'],
];

describe('toCaseStatusGroup', () => {
  it('covers all 68 statuses of the reference list', () => {
    expect(REFERENCE.map(([id]) => id)).toEqual(Array.from({ length: 68 }, (_, i) => i + 1));
  });

  it.each(REFERENCE)('groups status %i (%s) as %s', (_id, status, group) => {
    expect(toCaseStatusGroup(status)).toBe(group);
  });

  it('reads irregular spacing and dots alike', () => {
    expect(toCaseStatusGroup('3. beh./Vedtaget')).toBe('adopted');
    expect(toCaseStatusGroup('2. beh./Vedtaget')).toBe('adopted');
    expect(toCaseStatusGroup(' vedtaget ')).toBe('adopted');
  });

  it('takes the outcome of an unknown step status, and knows nothing else unknown', () => {
    expect(toCaseStatusGroup('4. beh./Forkastet')).toBe('rejected');
    expect(toCaseStatusGroup('Noget nyt')).toBeNull();
    expect(toCaseStatusGroup(null)).toBeNull();
    expect(toCaseStatusGroup('')).toBeNull();
  });
});

describe('the plain words', () => {
  it('has a Danish and an English word for every group, and a URL value that reads back', () => {
    for (const { group, slug } of CASE_STATUS_GROUPS) {
      expect(caseStatusMessages.da[group]).toMatch(/\S/);
      expect(caseStatusMessages.en[group]).toMatch(/\S/);
      expect(caseStatusSlug(group)).toBe(slug);
      expect(caseStatusGroupFromSlug(slug)).toBe(group);
    }
    expect(caseStatusGroupFromSlug('11')).toBeNull();
    expect(new Set(REFERENCE.map(([, , g]) => g))).toEqual(new Set(CASE_STATUS_GROUPS.map((g) => g.group)));
  });
});

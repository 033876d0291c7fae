import { entryId, sittingId } from '@/lib/referat/referat-ids';
import { buildStore, type FixtureRow, type StoreBuilder } from '@/lib/store/store-builder.fixture';

/*
 * A hand-built store with two sittings' transcripts, for the debates' reads. Samling 20231 (Periode 1, '2023-24').
 *
 * | sitting (Møde)       | item (ordinal)                 | entries (ordinal: who)                                     |
 * | 20231012 (Møde 500)  | 1 L 12 1. behandling (Sag 100) | 2 Formanden (chair, unlinked); 3 Anna (S, Ordfører, 120 s); |
 * |   2023-11-02         |                                | 4 Bo (V, Ordfører, 90 s); 5 Carl, Finansministeren (60 s);  |
 * |                      |                                | 6 Anna again (S, 30 s); 7 Pause (event)                     |
 * |                      | 8 Punkt uden sag               | 9 Dorte Ukendt (S, unlinked, 45 s); 10 MødeSlut (event)     |
 * | 20231020 (Møde 501)  | 1 L 12 2. behandling (Sag 100) | 2 Bo (V, 40 s) — a preliminary transcript                   |
 * | 20231030 (no Møde)   | 1 Valg                         | 2 Anna (S, 10 s)                                            |
 *
 * Anna's first speech has three paragraphs, the second long enough to be left out of a lead.
 */

export const SAMLING = 20231;
export const SITTING_1 = sittingId(SAMLING, 12);
export const SITTING_2 = sittingId(SAMLING, 20);
export const SITTING_3 = sittingId(SAMLING, 30);
export const MEETING_1 = 500;
export const MEETING_2 = 501;
export const CASE = 100;
export const ANNA = 1;
export const BO = 2;
export const CARL = 3;
export const speech = (sitting: number, ordinal: number) => entryId(sitting, ordinal);

export const ANNA_TEXT = [
  'Tak for ordet. Vi støtter forslaget.',
  `${'Det er et langt afsnit om skatten. '.repeat(20).trim()}`,
  'Tak.',
].join('\n');

const talk = (
  sitting: number,
  ordinal: number,
  punkt: number,
  who: Partial<FixtureRow> & { navn: string },
  seconds: number | null,
  tekst: string,
): FixtureRow => ({
  id: entryId(sitting, ordinal),
  moede: sitting,
  punkt: entryId(sitting, punkt),
  ordinal,
  aktoerid: null,
  parti: null,
  rolle: 'medlem',
  titel: null,
  taletype: null,
  start: `2023-11-02T13:${String(ordinal).padStart(2, '0')}:00`,
  slut: null,
  sekunder: seconds,
  tegn: tekst.length,
  tekst,
  ...who,
});

export function fillDebateStore(store: StoreBuilder): void {
  store
    .session(1, String(SAMLING), '2023-10-03', '2024-10-01')
    .party(200, 'S', 'Socialdemokratiet')
    .party(201, 'V', 'Venstre')
    .person(ANNA, 'Anna', 'Andersen')
    .person(BO, 'Bo', 'Berg')
    .person(CARL, 'Carl', 'Christensen')
    .case(CASE, { typeid: 3, periodeid: 1, nummer: 'L 12', titel: 'Forslag til lov om skat' })
    .meeting(MEETING_1, '12', '2023-11-02T13:00:00', 1, { typeid: 1 })
    .meeting(MEETING_2, '20', '2023-11-16T13:00:00', 1, { typeid: 1 })
    .rows('_referat_moede', [
      {
        id: SITTING_1,
        fil: '20231/20231_M12_helemoedet.xml',
        samling: '20231',
        nummer: 12,
        dato: '2023-11-02',
        era: 'tingdok',
        foreloebig: 0,
        moedeid: MEETING_1,
      },
      {
        id: SITTING_2,
        fil: '20231/20231_M20_helemoedet.xml',
        samling: '20231',
        nummer: 20,
        dato: '2023-11-16',
        era: 'preliminary',
        foreloebig: 1,
        moedeid: MEETING_2,
      },
      {
        id: SITTING_3,
        fil: '20231/20231_M30_helemoedet.xml',
        samling: '20231',
        nummer: 30,
        dato: '2023-12-01',
        era: 'tingdok',
        foreloebig: 0,
        moedeid: null,
      },
    ])
    .rows('_referat_punkt', [
      {
        id: entryId(SITTING_1, 1),
        moede: SITTING_1,
        ordinal: 1,
        nummer: '1',
        titel: 'Forslag til lov om skat',
        sagsnummer: 'L 12',
        sagstrin: '1. behandling',
        sagid: CASE,
      },
      { id: entryId(SITTING_1, 8), moede: SITTING_1, ordinal: 8, nummer: '2', titel: 'Punkt uden sag' },
      {
        id: entryId(SITTING_2, 1),
        moede: SITTING_2,
        ordinal: 1,
        nummer: '1',
        titel: 'Forslag til lov om skat',
        sagsnummer: 'L 12',
        sagstrin: '2. behandling',
        sagid: CASE,
      },
      { id: entryId(SITTING_3, 1), moede: SITTING_3, ordinal: 1, nummer: '1', titel: 'Valg' },
    ])
    .rows('_tale', [
      talk(
        SITTING_1,
        2,
        1,
        { navn: 'Formanden', rolle: 'formand', titel: 'Formanden' },
        5,
        'Forhandlingen er åbnet.',
      ),
      talk(
        SITTING_1,
        3,
        1,
        { navn: 'Anna Andersen', aktoerid: ANNA, parti: 'S', taletype: 'Ordfører' },
        120,
        ANNA_TEXT,
      ),
      talk(
        SITTING_1,
        4,
        1,
        { navn: 'Bo Berg', aktoerid: BO, parti: 'V', taletype: 'Ordfører' },
        90,
        'Venstre er imod.',
      ),
      talk(
        SITTING_1,
        5,
        1,
        { navn: 'Carl Christensen', aktoerid: CARL, rolle: 'minister', titel: 'Finansministeren' },
        60,
        'Regeringen takker.',
      ),
      talk(SITTING_1, 6, 1, { navn: 'Anna Andersen', aktoerid: ANNA, parti: 'S' }, 30, 'En kort bemærkning.'),
      talk(SITTING_1, 9, 8, { navn: 'Dorte Ukendt', parti: 'S' }, 45, 'Jeg har et spørgsmål.'),
      talk(SITTING_2, 2, 1, { navn: 'Bo Berg', aktoerid: BO, parti: 'V' }, 40, 'Stadig imod.'),
      talk(SITTING_3, 2, 1, { navn: 'Anna Andersen', aktoerid: ANNA, parti: 'S' }, 10, 'Jeg stemmer.'),
    ])
    .rows('_referat_haendelse', [
      {
        id: entryId(SITTING_1, 7),
        moede: SITTING_1,
        punkt: entryId(SITTING_1, 1),
        ordinal: 7,
        art: 'Pause',
        start: '2023-11-02T14:00:00',
        tekst: 'Mødet er udsat.',
      },
      {
        id: entryId(SITTING_1, 10),
        moede: SITTING_1,
        punkt: entryId(SITTING_1, 8),
        ordinal: 10,
        art: 'MødeSlut',
        start: '2023-11-02T15:00:00',
        tekst: 'Mødet er hævet.',
      },
    ]);
}

export const buildDebateStore = (file: string): void => buildStore(file, fillDebateStore);

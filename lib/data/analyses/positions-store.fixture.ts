/**
 * A small hand-made store for the analyses across a case's votes and a party's record by topic: the real schema,
 * one session, three parties of two members each (S: Anna, Bo; V: Carl, Dan; SF: Eva, Finn), and four cases:
 *
 * | case | votes (in order)                                                     | sides S / V / SF                    |
 * | ---- | -------------------------------------------------------------------- | ----------------------------------- |
 * | 10   | 1 amendment (2. beh.), 2 committee recommendation (2. beh.), 3 final | against·for·for / abstain·for·split / absent·for·against |
 * | 11   | 4 final (3. beh.)                                                    | for / against / against             |
 * | 12   | 5 final (3. beh.), 6 a later amendment vote with no ballots          | against / for / for                 |
 * | 13   | 7 final                                                              | for / for / for                     |
 *
 * So on case 10, SF changed position between two votes other than amendments (for at the 2nd reading, against at
 * the final vote), S only across the amendment (against it, for the bill), and V did not (abstain and split are no
 * side). Subjects (Emneord): 'miljø og natur' (Sagsområde, type 3) on cases 10, 11 and 12; 'skatter og afgifter'
 * (type 3) on 13; 'Retspleje 24' (Lovområde, type 4) on 10, which the record by topic leaves out.
 */
import { buildStore, type StoreBuilder } from '@/lib/store/store-builder.fixture';

/** Anna, Bo (S) | Carl, Dan (V) | Eva, Finn (SF): the order of every ballot list below. */
export const POSITIONS_MEMBERS = [1, 2, 3, 4, 5, 6] as const;

export function buildPositionsStore(file: string): void {
  buildStore(file, fillPositionsStore);
}

/** The rows of the positions store, for a store that builds on it (upcoming-store.fixture.ts). */
export function fillPositionsStore(store: StoreBuilder): void {
  store
    .session(163, '20241', '2024-10-01', '2025-10-07')
    .codes('Afstemningstype', [1, 2, 3, 4])
    .codes('Stemmetype', [1, 2, 3, 4])
    .codes('Sagstrinstype', [10, 17])
    .codes('Emneordstype', [3, 4]);
  store
    .party(200, 'S', 'Socialdemokratiet', { periodeid: 163 })
    .party(201, 'V', 'Venstre, Danmarks Liberale Parti', { periodeid: 163 })
    .party(202, 'SF', 'Socialistisk Folkeparti', { periodeid: 163 })
    .person(1, 'Anna', 'Andersen')
    .person(2, 'Bo', 'Berg')
    .person(3, 'Carl', 'Clausen')
    .person(4, 'Dan', 'Dahl')
    .person(5, 'Eva', 'Egholm')
    .person(6, 'Finn', 'Friis');
  for (const [k, party] of [200, 200, 201, 201, 202, 202].entries()) {
    store.membership(k + 1, party, '2024-10-01');
  }
  const bill = (id: number, nummer: string, titel: string) =>
    store.case(id, { typeid: 3, periodeid: 163, nummer, titel });
  bill(10, 'L 10', 'Forslag til lov om naturnationalparker');
  bill(11, 'L 11', 'Forslag til lov om vandløb');
  bill(12, 'L 12', 'Forslag til lov om skovrejsning');
  bill(13, 'L 13', 'Forslag til lov om afgift på sukker');
  store
    .step(100, 10, 10, '2025-02-10')
    .step(101, 10, 17, '2025-02-20')
    .step(110, 11, 17, '2025-03-05')
    .step(120, 12, 17, '2025-03-06')
    .step(121, 12, 10, '2025-03-07')
    .step(130, 13, 17, '2025-03-10')
    .meeting(1, '50', '2025-02-10T10:00:00', 163)
    .meeting(2, '55', '2025-02-20T10:00:00', 163)
    .meeting(3, '60', '2025-03-05T10:00:00', 163);
  const vote = (
    id: number,
    nummer: number,
    typeid: number,
    sagstrinid: number,
    vedtaget: boolean,
    mødeid = 3,
  ) => store.vote(id, { nummer, typeid, sagstrinid, vedtaget, mødeid });
  vote(1, 3, 4, 100, false, 1);
  vote(2, 4, 2, 100, true, 1);
  vote(3, 7, 1, 101, true, 2);
  vote(4, 2, 1, 110, false);
  vote(5, 3, 1, 120, true);
  vote(6, 4, 4, 121, true);
  vote(7, 5, 1, 130, true);
  const members = POSITIONS_MEMBERS;
  // 1 For, 2 Imod, 3 Fravær, 4 Hverken. Anna Bo | Carl Dan | Eva Finn
  store
    .ballots(1, members, [2, 2, 4, 4, 3, 3])
    .ballots(2, members, [1, 1, 1, 1, 1, 3])
    .ballots(3, members, [1, 3, 1, 2, 2, 2])
    .ballots(4, members, [1, 1, 2, 2, 2, 2])
    .ballots(5, members, [2, 2, 1, 1, 1, 1])
    .ballots(7, members, [1, 1, 1, 1, 1, 1]);
  store
    .subject(1, 3, 'miljø og natur')
    .subject(2, 3, 'skatter og afgifter')
    .subject(3, 4, 'Retspleje 24')
    .subjectOf(1, 10)
    .subjectOf(1, 11)
    .subjectOf(1, 12)
    .subjectOf(2, 13)
    .subjectOf(3, 10);
}

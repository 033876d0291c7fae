/**
 * A small hand-made store for the case-result tests: the real schema with one session, four groups, four members
 * and a case of every kind the result rule tells apart (lib/data/cases/case-result.ts):
 *
 * | case      | type               | what it exercises                                                          |
 * | --------- | ------------------ | -------------------------------------------------------------------------- |
 * | 10 L 10   | lovforslag         | an amendment at 2nd reading, the final vote at 3rd (adopted, ballots)      |
 * | 11 L 11   | lovforslag         | only an amendment so far, status under way: not yet voted                  |
 * | 12 L 12   | lovforslag         | withdrawn ('Tilbagetaget') without a vote                                  |
 * | 13 L 13   | lovforslag         | status 'Stadfæstet', final vote `vedtaget` false: disagreement (status)    |
 * | 14 L 14   | lovforslag         | final vote `vedtaget` true, konklusion 'Forkastet': disagreement (records) |
 * | 20 B 20   | beslutningsforslag | final vote at 2nd reading, rejected                                        |
 * | 30 F 30   | forespørgsel       | V 1 (EL) rejected, V 2 (S, V, M) adopted, V 3 lapsed unvoted               |
 * | 34 F 34   | forespørgsel       | V 4 and V 5 both rejected: none adopted                                    |
 * | 37 F 37   | forespørgsel       | two motion votes on its own Forhandling step, the second adopted            |
 * | 38 F 38   | forespørgsel       | notified, not debated: not yet voted                                       |
 * | 39 F 39   | forespørgsel       | V 6 and V 7 both recorded as adopted: disagreement                         |
 * | 42 R 42   | redegørelse        | debated ('Forhandlet') without motions                                     |
 * | 50 S 50   | § 20-spørgsmål     | no votes expected                                                          |
 * | 51        | Alm. del           | no votes expected                                                          |
 * | 52        | aktstykke          | a vote all the same: shown as the latest vote                              |
 *
 * The motions are cases of their own (Sagstype 9, ids 31–33, 35–36, 40–41) under their debate
 * (`fremsatundersagid`), each with its own step and vote, and their proposers as `SagAktør` role 16.
 */
import { buildStore } from '@/lib/store/store-builder.fixture';

/** The konklusion of a vote in the late-2025 wording (format C). */
const konklusion = (adopted: boolean, yes: number, no: number, forParties: string, againstParties: string) =>
  `Forslaget er ${adopted ? 'vedtaget' : 'forkastet'}.\nFor stemte ${yes} (${forParties}),\nimod stemte ${no} (${againstParties}),\nhverken for eller imod stemte 0.`;

export function buildResultStore(file: string): void {
  buildStore(
    file,
    (store) => {
      store
        .session(163, '20241', '2024-10-01', '2025-10-07')
        .codes('Afstemningstype', [1, 2, 3, 4])
        .codes('Sagstype', [2, 3, 4, 5, 8, 9, 10, 11])
        .codes('Sagsstatus', [3, 4, 5, 6, 10, 11, 13, 16, 20, 21, 32])
        .codes('Sagstrinstype', [3, 10, 17]);

      const spell = { periodeid: 163, startdato: '2024-10-01T00:00:00', slutdato: '2025-10-07T00:00:00' };
      store
        .party(200, 'S', 'Socialdemokratiet', spell)
        .party(201, 'V', 'Venstre, Danmarks Liberale Parti', spell)
        .party(202, 'M', 'Moderaterne', spell)
        .party(203, 'EL', 'Enhedslisten', spell)
        .personNamed(1, 'Anna Andersen')
        .personNamed(2, 'Bo Berg')
        .personNamed(3, 'Carl Clausen')
        .personNamed(4, 'Dorte Dahl');
      for (const [k, party] of [200, 201, 202, 203].entries()) store.membership(k + 1, party, '2024-10-01');

      const sag = (
        id: number,
        typeid: number,
        statusid: number,
        nummer: string | null,
        titel: string,
        under: number | null = null,
      ) =>
        store.case(id, {
          typeid,
          statusid,
          periodeid: 163,
          nummer,
          nummernumerisk: nummer?.replace(/\D/g, '') ?? '',
          titel,
          fremsatundersagid: under,
        });
      sag(10, 3, 11, 'L 10', 'Ændring af fiskeriloven');
      sag(11, 3, 32, 'L 11', 'Ændring af skatteloven');
      sag(12, 3, 4, 'L 12', 'Ændring af færdselsloven');
      sag(13, 3, 11, 'L 13', 'Ændring af byggeloven');
      sag(14, 3, 3, 'L 14', 'Ændring af jagtloven');
      sag(20, 5, 16, 'B 20', 'Om flere cykelstier');
      sag(30, 2, 5, 'F 30', 'Om sultkatastrofen i Gaza');
      sag(31, 9, 3, 'V 1', 'Om sultkatastrofen i Gaza', 30);
      sag(32, 9, 10, 'V 2', 'Om sultkatastrofen i Gaza', 30);
      sag(33, 9, 13, 'V 3', 'Om sultkatastrofen i Gaza', 30);
      sag(34, 2, 5, 'F 34', 'Om afskaffelsen af store bededag');
      sag(35, 9, 3, 'V 4', 'Om afskaffelsen af store bededag', 34);
      sag(36, 9, 3, 'V 5', 'Om afskaffelsen af store bededag', 34);
      sag(37, 2, 5, 'F 37', 'Om kystbeskyttelse');
      sag(38, 2, 6, 'F 38', 'Om togdriften');
      sag(39, 2, 5, 'F 39', 'Om naturnationalparker');
      sag(40, 9, 10, 'V 6', 'Om naturnationalparker', 39);
      sag(41, 9, 10, 'V 7', 'Om naturnationalparker', 39);
      sag(42, 11, 5, 'R 42', 'Redegørelse om rigsfællesskabet');
      sag(50, 10, 20, 'S 50', 'Om ventetider på scanninger');
      sag(51, 4, 1, null, 'Alm. del');
      sag(52, 8, 21, 'Aktstk. 52', 'Aktstykke om forsvarets materiel');
      // Proposers of the motions (role 16): V 1 by Dorte Dahl (EL); V 2 by Anna, Bo and Carl (S, V, M); V 4 by Dorte.
      store
        .caseActor(31, 4, 16)
        .caseActor(32, 1, 16)
        .caseActor(32, 2, 16)
        .caseActor(32, 3, 16)
        .caseActor(35, 4, 16);

      const step = (id: number, sagid: number, typeid: 3 | 10 | 17, dato: string) =>
        store.step(id, sagid, typeid, `${dato}T12:00:00`);
      step(100, 10, 10, '2025-02-11');
      step(101, 10, 17, '2025-02-18');
      step(110, 11, 10, '2025-03-04');
      step(130, 13, 17, '2025-02-20');
      step(140, 14, 17, '2025-02-20');
      step(200, 20, 10, '2025-01-28');
      step(300, 30, 3, '2025-03-06');
      step(310, 31, 3, '2025-03-06');
      step(320, 32, 3, '2025-03-06');
      step(330, 33, 3, '2025-03-06');
      step(350, 35, 3, '2025-03-07');
      step(360, 36, 3, '2025-03-07');
      step(370, 37, 3, '2025-03-11');
      step(400, 40, 3, '2025-03-12');
      step(410, 41, 3, '2025-03-12');
      step(420, 42, 3, '2025-03-13');
      step(520, 52, 3, '2025-03-13');
      store.meeting(1, '60', '2025-03-06T10:00:00', 163);
      const vote = (
        id: number,
        sagstrinid: number,
        typeid: number,
        vedtaget: boolean,
        text: string,
        nummer = id,
      ) => store.vote(id, { nummer, sagstrinid, typeid, vedtaget, konklusion: text, mødeid: 1 });
      vote(1001, 100, 4, true, konklusion(true, 3, 1, 'S, V og M', 'EL'));
      vote(1002, 101, 1, true, konklusion(true, 3, 1, 'S, V og M', 'EL'));
      vote(1101, 110, 4, false, konklusion(false, 1, 3, 'EL', 'S, V og M'));
      vote(1301, 130, 1, false, '');
      vote(1401, 140, 1, true, konklusion(false, 1, 3, 'EL', 'S, V og M'));
      vote(2001, 200, 1, false, konklusion(false, 1, 3, 'EL', 'S, V og M'));
      // F 30's motions, in the order voted on: V 1 fell, V 2 was adopted, V 3 lapsed.
      vote(3101, 310, 3, false, konklusion(false, 1, 3, 'EL', 'S, V og M'), 50);
      vote(3201, 320, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 51);
      vote(3501, 350, 3, false, konklusion(false, 1, 3, 'EL', 'S, V og M'), 52);
      vote(3601, 360, 3, false, konklusion(false, 2, 2, 'S og V', 'M og EL'), 53);
      vote(3701, 370, 3, false, konklusion(false, 1, 3, 'EL', 'S, V og M'), 54);
      vote(3702, 370, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 55);
      vote(4001, 400, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 56);
      vote(4101, 410, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 57);
      vote(5201, 520, 1, true, konklusion(true, 4, 0, 'S, V, M og EL', ''));
      const members = [1, 2, 3, 4];
      //                             Anna Bo Carl Dorte
      store
        .ballots(1002, members, [1, 1, 1, 2])
        .ballots(3201, members, [1, 1, 1, 2])
        .ballots(1401, members, [2, 2, 2, 1]);
    },
    { firstBallotId: 1 },
  );
}

/**
 * A small hand-built store of questions to ministers whose answers are known, for the answer times
 * (answer-times-load.test.ts) and the question list (question-list-load.test.ts). The dataset's today is
 * 2025-03-01; samling 1 is 2024-25. Days run from the question's `dato` to its first answer's `dato`, or to today.
 *
 * | question | type | put to (title → person on the date)   | answers (dato)                  | days       |
 * | -------- | ---- | ------------------------------------- | ------------------------------- | ---------- |
 * | 1001     | § 20 | Finansminister → Anna                 | 2024-11-04 (same day)           | 0          |
 * | 1002     | Spm. | Finansminister → Anna                 | 2024-12-20 (late)               | 45         |
 * | 1003     | § 20 | Finansminister → Anna                 | 2024-12-10 and 2024-12-05       | 3 (first)  |
 * | 1004     | § 20 | Finansminister → Anna                 | none                            | 71 open    |
 * | 1005     | § 20 | Finansminister → Bo (from that day)   | 2025-01-08                      | 7          |
 * | 1006     | § 20 | Finansminister → Bo                   | 2025-03-05 (after today: none)  | 9 open     |
 * | 1007     | § 20 | Klimaminister → Carl (Dora overlaps)  | 2024-10-25                      | 10         |
 * | 1008     | Spm. | Klimaminister → Carl                  | 2025-02-26, before the question | −1         |
 * | 1009     | Spm. | Klimaminister → Carl                  | 2025-02-07                      | 28         |
 * | 1010     | § 20 | Kulturminister → nobody recorded      | none                            | 120 open   |
 * | 1011     | § 20 | a committee, no minister title        | none                            | (none)     |
 *
 * Not counted: 1020 (samling 2023-24), 1021 (a Bilag, no question), 1022 (dated after today).
 *
 * For the list: Mette (10) sits for S, Niels (11) for V (from 2024-01-01); the Alm. del folder (case 101) is
 * referred to Finansudvalget (300), so its questions (1002, 1008, 1009) are that committee's; 1001 has its own
 * subject 'skat' (900) and every question of the § 20 case 100 its case's subject 'klima' (901).
 */
import { DOKUMENTAKTOERROLLE, DOKUMENTTYPE, SAGAKTOERROLLE } from '@/lib/model/oda-ids';
import type { Store } from '@/lib/store/store';
import { memoryStore } from '@/lib/store/store-builder.fixture';

export const { spoergsmaal: SPM, paragraf20Spoergsmaal: S20, svar: SVAR } = DOKUMENTTYPE;
const { spoerger: ASKS, til: TO } = DOKUMENTAKTOERROLLE;
const MINISTER = 8;
export const FINANS = 400;
export const KLIMA = 401;
export const KULTUR = 402;
export const FIU = 300;
export const SKAT = 900;
export const KLIMA_SUBJECT = 901;

/** The store the table above describes. */
export function buildQuestionStore(): Store {
  return memoryStore((store) => {
    store
      .meta('as_of', '2025-03-01')
      .session(1, '20241', '2024-10-01', '2025-10-07')
      .session(2, '20231', '2023-10-03', '2024-10-01')
      .codes('Dokumenttype', [12, 13, 16, 17])
      .ministry(FINANS, 'FM', 'Finansminister')
      .ministry(KLIMA, 'KM', 'Klimaminister')
      .ministry(KULTUR, 'KUM', 'Kulturminister')
      .committee(FIU, 'FIU', 'Finansudvalget', 1)
      .person(1, 'Anna', 'Andersen')
      .person(2, 'Bo', 'Berg')
      .person(3, 'Carl', 'Clausen')
      .person(4, 'Dora', 'Dahl')
      .person(10, 'Mette', 'Mus')
      .person(11, 'Niels', 'Ny')
      // Minister posts: Anna hands Finansminister to Bo on 2025-01-01; Kulturminister has no minister recorded.
      .membership(1, FINANS, '2024-06-01', '2025-01-01', MINISTER)
      .membership(2, FINANS, '2025-01-01', null, MINISTER)
      .membership(3, KLIMA, '2024-06-01', null, MINISTER)
      // Dora's older Klimaminister post overlaps Carl's in ODA: the later post is the one counted.
      .membership(4, KLIMA, '2024-01-01', '2025-06-01', MINISTER)
      // Carl chairs a committee by another role: no minister post.
      .membership(3, FIU, '2024-06-01', null, 16)
      .case(100, { typeid: 10, periodeid: 1, nummer: 'S 1', titel: '§ 20-spørgsmål' })
      .case(101, { typeid: 4, periodeid: 1, nummer: 'FIU Alm.del', titel: 'Alm. del' })
      .case(102, { typeid: 10, periodeid: 2, nummer: 'S 9', titel: 'Et gammelt spørgsmål' })
      .party(20, 'S', 'Socialdemokratiet')
      .party(21, 'V', 'Venstre')
      .membership(10, 20, '2024-01-01')
      .membership(11, 21, '2024-01-01')
      .caseActor(101, FIU, SAGAKTOERROLLE.henvistTil)
      .subject(SKAT, 3, 'skat')
      .subject(KLIMA_SUBJECT, 3, 'klima')
      .subjectOf(KLIMA_SUBJECT, 100)
      .rows('EmneordDokument', [{ id: 1, emneordid: SKAT, dokumentid: 1001 }]);
    const question = (
      id: number,
      typeid: number,
      dato: string,
      to: number,
      askers: readonly number[] = [10],
      sag = 100,
    ) => {
      store
        .document(id, { typeid, dato, titel: `Spm. ${id}`, spørgsmålstitel: `Spørgsmål ${id}` })
        .caseDocument(sag, id)
        .documentActor(id, to, TO);
      for (const asker of askers) store.documentActor(id, asker, ASKS);
    };
    const answer = (id: number, question: number, dato: string) =>
      store.document(id, { typeid: SVAR, dato, titel: `Svar på ${question}`, spørgsmålsid: question });
    question(1001, S20, '2024-11-04T10:00:00', FINANS);
    store.caseDocument(101, 1001); // in two cases of the samling: counted once
    answer(2001, 1001, '2024-11-04T15:00:00');
    question(1002, SPM, '2024-11-05', FINANS, [10], 101);
    answer(2002, 1002, '2024-12-20');
    question(1003, S20, '2024-12-02', FINANS);
    answer(2003, 1003, '2024-12-10');
    answer(2004, 1003, '2024-12-05');
    question(1004, S20, '2024-12-20', FINANS, [11, 10]);
    question(1005, S20, '2025-01-01T09:00:00', FINANS);
    answer(2005, 1005, '2025-01-08');
    question(1006, S20, '2025-02-20', FINANS);
    answer(2006, 1006, '2025-03-05');
    question(1007, S20, '2024-10-15', KLIMA, [11]);
    answer(2007, 1007, '2024-10-25');
    question(1008, SPM, '2025-02-27', KLIMA, [11], 101);
    answer(2008, 1008, '2025-02-26');
    question(1009, SPM, '2025-01-10', KLIMA, [10, 11], 101);
    answer(2009, 1009, '2025-02-07');
    question(1010, S20, '2024-11-01', KULTUR);
    question(1011, S20, '2024-11-10', FIU);
    // Not counted: another samling, no question, from after today.
    question(1020, S20, '2024-05-01', FINANS, [10], 102);
    store.document(1021, { typeid: 12, dato: '2024-11-20', titel: 'Bilag 1' }).caseDocument(100, 1021);
    store.documentActor(1021, FINANS, TO);
    question(1022, S20, '2025-03-10', FINANS);
  });
}

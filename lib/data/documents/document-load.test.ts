/**
 * The document page's read and the question summary, on a small hand-built store whose links are known. The
 * dataset's today is 2025-03-01.
 *
 * | document | type             | what                                                                       |
 * | -------- | ---------------- | -------------------------------------------------------------------------- |
 * | 1001     | § 20-spørgsmål   | S 1, asked by Mette (S) and Niels as co-asker, to Finansminister (Anna)    |
 * | 2001     | Svar             | its final answer, 2024-11-14, answered by the ministry, P and O files      |
 * | 2002     | Svar             | a later supplement, 2024-11-20                                             |
 * | 1002     | Spørgsmål        | a committee question in FIU Alm. del, unanswered (open since 2025-01-10)   |
 * | 3001     | Bilag            | reprinted twice, with subjects, on an agenda item and a case step          |
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DOKUMENTAKTOERROLLE, DOKUMENTTYPE } from '@/lib/model/oda-ids';
import type { Store } from '@/lib/store/store';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { loadDocument } from './document-load';
import { loadCaseQuestion, loadQuestionSummary } from './question-summary-load';

const { spoergsmaal: SPM, paragraf20Spoergsmaal: S20, svar: SVAR } = DOKUMENTTYPE;
const { spoerger: ASKS, medspoerger: ALSO_ASKS, til: TO, besvaretAf: ANSWERED_BY } = DOKUMENTAKTOERROLLE;
const FINANSMINISTER = 400;
const FINANSMINISTERIET = 401;
const PARTY_S = 200;

function buildDocumentStore(): Store {
  return memoryStore((store) => {
    store
      .meta('as_of', '2025-03-01')
      .session(1, '20241', '2024-10-01', '2025-10-07')
      .codes('Dokumenttype', [12, 13, 16, 17])
      .codes('Sagstype', [4, 10])
      .codes('Sagstrinstype', [8])
      .rows('DokumentAktørRolle', [
        { id: ANSWERED_BY, rolle: 'Besvaret af' },
        { id: ASKS, rolle: 'Spørger' },
        { id: ALSO_ASKS, rolle: 'Medspørger' },
        { id: TO, rolle: 'Til' },
      ])
      .rows('Dokumentkategori', [{ id: 1, kategori: 'Folketingsdokument' }])
      .rows('Dokumentstatus', [{ id: 1, status: 'Endeligt' }])
      .rows('SagDokumentRolle', [
        { id: 1, rolle: 'Bilag' },
        { id: 4, rolle: 'Spørgsmål' },
        { id: 5, rolle: 'Svar' },
      ])
      .ministry(FINANSMINISTER, 'FM', 'Finansminister')
      .rows('Aktør', [{ id: FINANSMINISTERIET, typeid: 1, navn: 'Finansministeriet' }])
      .committee(300, 'FIU', 'Finansudvalget', 1)
      .party(PARTY_S, 'S', 'Socialdemokratiet')
      .person(1, 'Anna', 'Andersen')
      .person(2, 'Bo', 'Berg')
      .person(10, 'Mette', 'Mus')
      .person(11, 'Niels', 'Ny')
      .membership(1, FINANSMINISTER, '2024-06-01', '2025-01-01', 8)
      .membership(2, FINANSMINISTER, '2025-01-01', null, 8)
      .membership(10, PARTY_S, '2022-11-01', null)
      .case(100, { typeid: 10, periodeid: 1, nummer: 'S 1', titel: 'Om skatten', statusid: 20 })
      .case(101, { typeid: 4, periodeid: 1, nummer: 'FIU Alm.del', titel: 'Finansudvalget, alm. del' })
      .document(1001, {
        typeid: S20,
        dato: '2024-11-04T10:00:00',
        titel: 'Om skatten',
        spørgsmålstitel: 'S 1 Om skatten',
        spørgsmålsordlyd: 'Vil ministeren sænke skatten?',
      })
      .caseDocument(100, 1001, 4)
      .documentActor(1001, 10, ASKS)
      .documentActor(1001, 11, ALSO_ASKS)
      .documentActor(1001, FINANSMINISTER, TO)
      .document(2002, { typeid: SVAR, dato: '2024-11-20', titel: 'Supplerende svar', spørgsmålsid: 1001 })
      .document(2001, { typeid: SVAR, dato: '2024-11-14', titel: 'Svar på S 1', spørgsmålsid: 1001 })
      .caseDocument(100, 2001, 5)
      .documentActor(2001, FINANSMINISTERIET, ANSWERED_BY)
      .rows('Fil', [
        {
          id: 1,
          dokumentid: 2001,
          versionsdato: '2024-11-14T00:00:00',
          filurl: 'https://www.ft.dk/a.docx',
          format: 'DOCX',
          variantkode: 'O',
        },
        {
          id: 2,
          dokumentid: 2001,
          versionsdato: '2024-11-14T00:00:00',
          filurl: 'https://www.ft.dk/a.pdf',
          format: 'PDF',
          variantkode: 'P',
        },
        {
          id: 3,
          dokumentid: 2001,
          versionsdato: '2024-11-14T00:00:00',
          filurl: 'javascript:alert(1)',
          format: 'PDF',
          variantkode: 'P',
        },
      ])
      .document(1002, {
        typeid: SPM,
        dato: '2025-01-10',
        titel: 'FIU alm. del spm. 1',
        spørgsmålsordlyd: 'Hvorfor?',
      })
      .caseDocument(101, 1002, 4)
      .documentActor(1002, 300, ASKS)
      .documentActor(1002, FINANSMINISTER, TO)
      .document(3001, {
        typeid: 12,
        dato: '2024-12-01',
        titel: 'Et bilag',
        modtagelsesdato: '2024-12-02T08:00:00',
      })
      .caseDocument(101, 3001, 1)
      .rows('Omtryk', [
        { id: 2, dokumentid: 3001, dato: '2024-12-05T00:00:00', begrundelse: 'Omtryk - Ændret titel' },
        { id: 1, dokumentid: 3001, dato: '2024-12-03T00:00:00', begrundelse: 'Omtryk - Fejl i bilag' },
      ])
      .subject(1, 3, 'Skat')
      .subject(2, 3, 'Afgifter')
      .rows('EmneordDokument', [
        { id: 1, emneordid: 1, dokumentid: 3001 },
        { id: 2, emneordid: 2, dokumentid: 3001 },
      ])
      .meeting(50, '12', '2024-12-10', 1)
      .step(60, 101, 8, '2024-12-01')
      .agendaItem(50, '3', 60)
      .rows('DagsordenspunktDokument', [
        { id: 1, dokumentid: 3001, dagsordenspunktid: 500, note: 'Til orientering' },
      ])
      .rows('SagstrinDokument', [{ id: 1, sagstrinid: 60, dokumentid: 3001 }]);
  });
}

const db = buildDocumentStore();
afterAll(() => db.close());

describe('loadQuestionSummary', () => {
  it('leads with the wording, the askers with their party, and the minister of the day', () => {
    const summary = loadQuestionSummary(db, 1001);
    expect(summary).toMatchObject({
      id: 1001,
      typeId: S20,
      title: 'S 1 Om skatten',
      wording: 'Vil ministeren sænke skatten?',
      date: '2024-11-04T10:00:00',
      today: '2025-03-01',
    });
    expect(summary?.askers.map((a) => [a.id, a.name, a.role, a.party?.code ?? null])).toEqual([
      [10, 'Mette Mus', 'Spørger', 'S'],
      [11, 'Niels Ny', 'Medspørger', null],
    ]);
    // Anna held the title on the question's day; Bo took it over after.
    expect(summary?.addressees).toEqual([
      expect.objectContaining({
        id: FINANSMINISTER,
        name: 'Finansminister',
        holder: { id: 1, name: 'Anna Andersen' },
      }),
    ]);
  });

  it('lists the answers oldest first with who answered and their ft.dk files, and counts days to the first', () => {
    const summary = loadQuestionSummary(db, 1001);
    expect(summary?.answers.map((a) => [a.id, a.date])).toEqual([
      [2001, '2024-11-14T00:00:00'],
      [2002, '2024-11-20T00:00:00'],
    ]);
    expect(summary?.answers[0]?.answeredBy).toEqual([{ id: FINANSMINISTERIET, name: 'Finansministeriet' }]);
    // The PDF rendition before the original; a link that is no http(s) URL is dropped.
    expect(summary?.answers[0]?.files.map((f) => [f.format, f.variant, f.url])).toEqual([
      ['PDF', 'P', 'https://www.ft.dk/a.pdf'],
      ['DOCX', 'O', 'https://www.ft.dk/a.docx'],
    ]);
    expect(summary?.timing).toEqual({ answerDay: '2024-11-14', days: 10 });
  });

  it('counts an unanswered question open to the dataset today, its committee as asker', () => {
    const summary = loadQuestionSummary(db, 1002);
    expect(summary?.answers).toEqual([]);
    expect(summary?.timing).toEqual({ answerDay: null, days: 50 });
    expect(summary?.askers.map((a) => [a.name, a.party])).toEqual([['Finansudvalget', null]]);
  });

  it('is null for a document that is no question, and for no document', () => {
    expect(loadQuestionSummary(db, 3001)).toBeNull();
    expect(loadQuestionSummary(db, 2001)).toBeNull();
    expect(loadQuestionSummary(db, 9999)).toBeNull();
  });

  it("finds a § 20 case's question, and none in a case without one", () => {
    expect(loadCaseQuestion(db, 100)?.id).toBe(1001);
    expect(loadCaseQuestion(db, 101)).toBeNull();
  });
});

describe('loadDocument', () => {
  it('reads a question with its summary, and an answer with the summary of its question', () => {
    const question = loadDocument(db, 1001);
    expect(question?.detail).toMatchObject({ id: 1001, type: '§ 20-spørgsmål', status: 'Endeligt' });
    expect(question?.question?.answers.map((a) => a.id)).toEqual([2001, 2002]);
    expect(question?.cases).toEqual([
      {
        id: 100,
        number: 'S 1',
        title: 'Om skatten',
        type: '§ 20-spørgsmål',
        role: 'Spørgsmål',
        annexNumber: null,
      },
    ]);
    const answer = loadDocument(db, 2001);
    expect(answer?.detail).toMatchObject({ type: 'Svar', questionId: 1001 });
    expect(answer?.question?.id).toBe(1001);
    expect(answer?.actors.map((a) => [a.role, a.name])).toEqual([['Besvaret af', 'Finansministeriet']]);
    expect(answer?.files.map((f) => f.format)).toEqual(['PDF', 'DOCX']);
  });

  it('reads a document’s dates, reprints, subjects, agenda items and steps', () => {
    const record = loadDocument(db, 3001);
    expect(record?.detail).toMatchObject({
      category: 'Folketingsdokument',
      date: '2024-12-01T00:00:00',
      received: '2024-12-02T08:00:00',
      released: null,
    });
    expect(record?.question).toBeNull();
    expect(record?.reprints.map((r) => [r.date, r.reason])).toEqual([
      ['2024-12-03T00:00:00', 'Omtryk - Fejl i bilag'],
      ['2024-12-05T00:00:00', 'Omtryk - Ændret titel'],
    ]);
    expect(record?.subjects.map((s) => s.word)).toEqual(['Afgifter', 'Skat']);
    expect(record?.agendaItems).toEqual([
      {
        id: 500,
        number: '3',
        title: 'Punkt 3',
        note: 'Til orientering',
        meeting: { id: 50, title: '12. møde', date: '2024-12-10T00:00:00' },
      },
    ]);
    expect(record?.steps).toEqual([
      {
        id: 60,
        title: '1. behandling',
        type: '1. behandling',
        date: '2024-12-01T00:00:00',
        caseId: 101,
        caseNumber: 'FIU Alm.del',
      },
    ]);
  });

  it('is null for an id no document has', () => {
    expect(loadDocument(db, 9999)).toBeNull();
  });
});

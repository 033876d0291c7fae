import { describe, expect, it } from 'vitest';
import type { AgendaItemRow, StepRow, StepVoteRow } from '@/lib/store/case-timeline';
import { buildTimeline, type TimelineRows, toStepVote } from './case-timeline';

const step = (id: number, type: string, dato: string | null, extra: Partial<StepRow> = {}): StepRow => ({
  id,
  titel: type,
  dato,
  typeid: 1,
  sagstrinstype: type,
  sagstrinsstatus: 'Afsluttet',
  folketingstidendeurl: null,
  ...extra,
});

const vote = (sagstrinid: number, extra: Partial<StepVoteRow> = {}): StepVoteRow => ({
  sagstrinid,
  afstemning_id: 900 + sagstrinid,
  nummer: 12,
  vedtaget: 1,
  konklusion:
    'Vedtaget\n\n62 stemmer for forslaget (S, RV)\n\n59 stemmer imod forslaget (V, DF)\n\n0 stemmer hverken for eller imod forslaget\n\n',
  kommentar: null,
  mødeid: 77,
  afstemningstype: 'Endelig vedtagelse',
  afstemningstype_id: 1,
  stemmer: 179,
  for_: 62,
  imod: 59,
  fravaer: 58,
  hverken: 0,
  ...extra,
});

const rows = (partial: Partial<TimelineRows>): TimelineRows => ({
  steps: [],
  documents: [],
  files: [],
  votes: [],
  agendaItems: [],
  ...partial,
});

const BILL_STEPS = [
  step(1, 'Fremsættelse', '2024-10-09T00:00:00'),
  step(2, '1. behandling', '2024-10-24T13:00:00'),
  step(3, 'Betænkning', '2024-12-02T11:00:00'),
  step(4, '2. behandling', '2024-12-10T00:00:00'),
  step(5, '3. behandling', '2024-12-12T10:00:00'),
  step(6, 'Stadfæstelse', '2024-12-20T00:00:00'),
];

describe('buildTimeline', () => {
  it('counts the days from the introduction to the third reading, and on every step', () => {
    const timeline = buildTimeline(rows({ steps: BILL_STEPS, votes: [vote(5)] }), '2025-06-01');
    expect(timeline.introductionStepId).toBe(1);
    expect(timeline.span).toEqual({
      fromStepId: 1,
      fromDate: '2024-10-09T00:00:00',
      toStepId: 5,
      toDate: '2024-12-12T10:00:00',
      days: 64,
    });
    expect(timeline.steps.map((s) => s.day)).toEqual([0, 15, 54, 62, 64, 72]);
  });

  it('does not count a third reading that is still to come', () => {
    const timeline = buildTimeline(rows({ steps: BILL_STEPS }), '2024-12-11');
    expect(timeline.span).toBeNull();
    expect(timeline.introductionStepId).toBe(1);
  });

  it('ends at the step with the final vote when there is no third reading', () => {
    const steps = [
      step(1, 'Fremsættelse', '2024-10-09T00:00:00'),
      step(2, '1. behandling', '2024-11-01T00:00:00'),
      step(3, '2. behandling', '2025-01-15T00:00:00'),
    ];
    const timeline = buildTimeline(rows({ steps, votes: [vote(3)] }), '2025-06-01');
    expect(timeline.span).toMatchObject({ toStepId: 3, days: 98 });
  });

  it('starts at the first dated step when there is no introduction step', () => {
    const steps = [
      step(1, 'Spørgsmål', null),
      step(2, 'Spørgsmål', '2024-01-05'),
      step(3, 'Besvarelse', '2024-01-20'),
    ];
    const timeline = buildTimeline(rows({ steps }), '2025-06-01');
    expect(timeline.introductionStepId).toBe(2);
    expect(timeline.span).toBeNull();
    expect(timeline.steps.map((s) => s.day)).toEqual([null, 0, 15]);
  });

  it('gives no span when the final reading predates the introduction', () => {
    const steps = [step(1, '3. behandling', '2024-01-01'), step(2, 'Fremsættelse', '2024-02-01')];
    expect(buildTimeline(rows({ steps }), '2025-01-01').span).toBeNull();
  });

  it('puts documents, votes and meetings on their steps, and other meetings aside', () => {
    const agenda = (id: number, sagstrinid: number | null): AgendaItemRow => ({
      dagsordenspunkt_id: id,
      sagstrinid,
      punkt_nummer: '4',
      punkt_titel: 'Punkt',
      møde_id: 100 + id,
      møde_titel: `${id}. møde`,
      møde_dato: '2024-10-24T13:00:00',
      mødetype: 'Møde i salen',
    });
    const timeline = buildTimeline(
      rows({
        steps: BILL_STEPS,
        documents: [
          {
            sagstrinid: 1,
            dokument_id: 50,
            titel: 'Forslag',
            dato: '2024-10-09T10:00:00',
            dokumenttype: 'Forslagstekst',
          },
        ],
        files: [
          {
            dokumentid: 50,
            fil_id: 1,
            titel: null,
            filurl: 'https://www.ft.dk/a.pdf',
            format: 'PDF',
            variantkode: 'P',
          },
          {
            dokumentid: 50,
            fil_id: 2,
            titel: null,
            filurl: 'javascript:alert(1)',
            format: 'PDF',
            variantkode: 'O',
          },
        ],
        votes: [vote(5)],
        agendaItems: [agenda(1, 2), agenda(2, null), agenda(3, 999)],
      }),
      '2025-06-01',
    );
    expect(timeline.steps[0]?.documents).toEqual([
      {
        id: 50,
        title: 'Forslag',
        type: 'Forslagstekst',
        date: '2024-10-09T10:00:00',
        files: [{ id: 1, url: 'https://www.ft.dk/a.pdf', format: 'PDF', variant: 'P' }],
      },
    ]);
    expect(timeline.steps[4]?.votes.map((v) => v.id)).toEqual([905]);
    expect(timeline.steps[1]?.meetings.map((m) => m.agendaItemId)).toEqual([1]);
    expect(timeline.otherMeetings.map((m) => m.agendaItemId)).toEqual([2, 3]);
  });
});

describe('toStepVote', () => {
  it('reads the outcome and counts from both sources when they agree', () => {
    expect(toStepVote(vote(5))).toMatchObject({
      adopted: true,
      statedOutcome: 'vedtaget',
      outcomesDisagree: false,
      stemmeCounts: { for: 62, against: 59, abstain: 0, absent: 58 },
      konklusionCounts: { for: 62, against: 59, abstain: 0 },
      countsDisagree: false,
    });
  });

  it('says so when the konklusion text contradicts vedtaget', () => {
    const v = toStepVote(vote(5, { vedtaget: 0 }));
    expect(v.adopted).toBe(false);
    expect(v.statedOutcome).toBe('vedtaget');
    expect(v.outcomesDisagree).toBe(true);
  });

  it('says so when the counts differ', () => {
    expect(toStepVote(vote(5, { for_: 61 })).countsDisagree).toBe(true);
  });

  it('has no stated outcome or counts for an empty konklusion, and no disagreement', () => {
    const v = toStepVote(vote(5, { konklusion: '' }));
    expect(v.statedOutcome).toBeNull();
    expect(v.konklusionCounts).toBeNull();
    expect(v.outcomesDisagree).toBe(false);
    expect(v.countsDisagree).toBe(false);
  });

  it('has no Stemme counts when the vote has no Stemme rows', () => {
    const v = toStepVote(vote(5, { stemmer: 0, for_: 0, imod: 0, fravaer: 0, hverken: 0 }));
    expect(v.stemmeCounts).toBeNull();
    expect(v.countsDisagree).toBe(false);
  });
});

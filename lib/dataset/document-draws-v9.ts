import type { SessionState } from './session-state';
import type { GenCaseKind } from './text/case-kinds';
import { addDays, odaStamp } from './time';

/** What generator version 9 wrote a case's documents from. */
export interface DrawnCase {
  readonly kind: GenCaseKind;
  readonly areaKey: string;
  readonly steps: readonly { readonly id: number; readonly date: Date }[];
  readonly introduced: Date;
}

const NO_DATE = new Date(0);

/**
 * Makes the random draws generator version 9 made while it wrote a case's documents — from the generator's main
 * stream (`ctx.rng`) and from the shared id stream (`ctx.ids` of the document sets) — in the same order, and
 * writes nothing. Everything generated after a case's documents (its subjects, the next cases, the votes and
 * meetings, later samlinger) draws from the same streams, so replaying these draws keeps every Sag, Sagstrin,
 * Møde, Afstemning, Stemme and Aktør row as version 9 wrote it, while the documents themselves are written from
 * their own stream (lib/dataset/documents.ts). Returns how many documents version 9 wrote for the case: whether
 * there was one decides a draw when the case's agenda items are written (lib/dataset/meetings.ts).
 *
 * Do not change this file to change the documents: change documents.ts. Remove it only together with a
 * deliberate change of every other table.
 */
export function replayV9DocumentDraws(st: SessionState, c: DrawnCase): number {
  const { ctx } = st;
  const rng = ctx.rng;
  const stamp = () => odaStamp(rng, NO_DATE);
  const hasMinistry = st.actors.ministries.some((m) => m.area.key === c.areaKey);
  let made = 0;
  const doc = (o: { kom?: boolean; bilag?: boolean; step?: boolean; from?: boolean; to?: boolean } = {}) => {
    ctx.ids('Dokument').next();
    rng.int(8, 16);
    rng.int(0, 59);
    rng.int(1, 10);
    if (!rng.chance(0.95)) rng.int(2, 5);
    rng.chance(0.6);
    if (rng.chance(0.7)) rng.int(0, 2);
    rng.chance(0.5);
    if (o.kom) rng.int(1, 400);
    stamp();
    ctx.ids('Fil').next();
    stamp();
    if (rng.chance(0.25)) {
      ctx.ids('Fil').next();
      stamp();
      rng.chance(0.97);
    }
    ctx.ids('SagDokument').next();
    if (!o.bilag) rng.chance(0.5);
    rng.chance(0.5);
    stamp();
    if (o.step) {
      ctx.ids('SagstrinDokument').next();
      stamp();
    }
    if (o.from || hasMinistry) {
      ctx.ids('DokumentAktør').next();
      stamp();
    }
    if (o.to && hasMinistry) {
      ctx.ids('DokumentAktør').next();
      stamp();
    }
    if (rng.chance(0.12)) {
      ctx.ids('EmneordDokument').next();
      rng.pick(st.emneordIds);
      stamp();
    }
    if (rng.chance(0.004)) {
      ctx.ids('Omtryk').next();
      rng.int(1, 9);
      rng.pick([0, 1, 2]);
      stamp();
    }
    made++;
  };
  const first = c.steps[0];
  const mp = () => rng.int(0, st.actors.memberIds.length - 1);
  const questions = (n: number) => {
    for (let k = 1; k <= n; k++) {
      const asked = addDays(c.introduced, rng.int(0, 200));
      if (!st.happened(asked)) continue;
      mp();
      doc({ from: true, to: true });
      if (st.happened(addDays(asked, rng.int(7, 35)))) doc();
    }
  };
  const orgs = st.actors.organisations;
  switch (c.kind) {
    case 'lovforslag':
    case 'beslutningsforslag': {
      if (!first) return made;
      doc({ step: true });
      if (c.kind === 'lovforslag') {
        doc({ step: true });
        for (let k = rng.int(0, 4); k > 0 && orgs.length; k--) {
          rng.chance(0.5);
          rng.int(10, 40);
          rng.pick(orgs);
          doc({ bilag: true, from: true });
        }
        questions(rng.int(0, 6));
      }
      const bet = c.steps.find((s) => s !== first && s.date > first.date && c.steps.indexOf(s) === 2);
      if (bet) doc({ bilag: false, step: true, from: true });
      return made;
    }
    case 'forespørgsel':
      if (first) {
        mp();
        doc({ step: true, from: true });
      }
      return made;
    case '§20-spørgsmål':
      if (!first) return made;
      mp();
      doc({ step: true, from: true, to: true });
      if (c.steps[1]) doc({ step: true });
      return made;
    case 'kommissionsforslag':
      if (!first) return made;
      doc({ kom: true, step: true });
      if (rng.chance(0.4)) {
        rng.int(10, 40);
        doc();
      }
      return made;
    case 'rådsmøde':
    case 'aktstykke':
    case 'redegørelse':
    case 'statsrevisorerne':
      if (first) doc({ step: true });
      return made;
    case 'stedfortræder':
      if (first) doc({ bilag: true, step: true });
      return made;
    case 'alm-del': {
      questions(Math.max(2, Math.round(160 * ctx.scale.caseFactor)));
      for (let k = Math.max(1, Math.round(110 * ctx.scale.caseFactor)); k > 0 && orgs.length; k--) {
        const d = addDays(c.introduced, rng.int(0, 300));
        if (st.happened(d)) {
          rng.pick(
            rng.chance(0.7) ? orgs : st.actors.privatePersons.length ? st.actors.privatePersons : orgs,
          );
          doc({ bilag: true, from: true });
        }
      }
      return made;
    }
    default:
      return made;
  }
}

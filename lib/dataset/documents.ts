import { DOKUMENTAKTØRROLLE, id } from './classifications';
import type { SessionState } from './session-state';
import type { GenCaseKind } from './text/case-kinds';
import { danishLongDate } from './text/dates';
import type { PolicyArea } from './text/policy-areas';
import { addDays, addMinutes, odaDate, odaDateTime, odaStamp } from './time';

interface CaseInfo {
  readonly sag: Record<string, unknown>;
  readonly kind: GenCaseKind;
  readonly area: PolicyArea;
  readonly steps: readonly { readonly id: number; readonly date: Date }[];
  readonly introduced: Date;
}

const DOC = {
  redegørelse: 1,
  stedfortræderbrev: 2,
  aktstykke: 4,
  forespørgsel: 5,
  fremsættelsestale: 7,
  notat: 10,
  bilag: 12,
  spørgsmål: 13,
  beretning: 15,
  s20: 16,
  svar: 17,
  kom: 18,
  grundnotat: 19,
  rådsmøde: 20,
  forslagstekst: 21,
} as const;
const SAGDOK = {
  bilag: 1,
  forslag: 2,
  betænkning: 3,
  spørgsmål: 4,
  svar: 5,
  tale: 6,
  grundnotat: 8,
  høringssvar: 11,
  aktstykke: 13,
  beretning: 14,
} as const;
const ROLE = (r: string) => id(DOKUMENTAKTØRROLLE, r);
const URL_KIND: Partial<Record<GenCaseKind, string>> = {
  lovforslag: 'lovforslag',
  beslutningsforslag: 'beslutningsforslag',
  forespørgsel: 'forespoergsel',
  '§20-spørgsmål': 'spoergsmaal',
  aktstykke: 'aktstykke',
  redegørelse: 'redegoerelse',
  'alm-del': 'almdel',
  kommissionsforslag: 'kommissionsforslag',
  rådsmøde: 'almdel',
};

/** Writes the documents of a case: Dokument, Fil, SagDokument, SagstrinDokument, DokumentAktør, EmneordDokument. */
export function attachDocuments(st: SessionState, c: CaseInfo): number[] {
  const made: number[] = [];
  const { ctx } = st;
  const rng = ctx.rng;
  const sagid = c.sag.id as number;
  const nummer = String(c.sag.nummer ?? '');
  let bilag = 0;
  const ministry = st.actors.ministries.find((m) => m.area.key === c.area.key);
  const doc = (
    typeid: number,
    titel: string,
    date: Date,
    role: number,
    opts: { stepId?: number; spørgsmålsid?: number; from?: number; fromRole?: string; to?: number } = {},
  ): number => {
    const dokid = ctx.ids('Dokument').next();
    const dato = addMinutes(date, rng.int(8, 16) * 60 + rng.int(0, 59));
    st.write('Dokument', {
      id: dokid,
      typeid,
      kategoriid: rng.int(1, 10),
      statusid: rng.chance(0.95) ? 1 : rng.int(2, 5),
      offentlighedskode: 'O',
      titel,
      dato: odaDateTime(dato),
      modtagelsesdato: rng.chance(0.6) ? odaDateTime(dato) : null,
      frigivelsesdato: rng.chance(0.7) ? odaDateTime(addDays(dato, rng.int(0, 2))) : null,
      paragraf: rng.chance(0.5) ? '' : null,
      paragrafnummer: null,
      spørgsmålsordlyd: typeid === DOC.spørgsmål || typeid === DOC.s20 ? titel : null,
      spørgsmålstitel: typeid === DOC.spørgsmål || typeid === DOC.s20 ? titel.slice(0, 80) : null,
      spørgsmålsid: opts.spørgsmålsid ?? null,
      procedurenummer:
        typeid === DOC.kom
          ? `${date.getUTCFullYear()}/${String(rng.int(1, 400)).padStart(4, '0')}(COD)`
          : null,
      grundnotatstatus: typeid === DOC.grundnotat ? 'Endelig' : null,
      dagsordenudgavenummer: null,
      opdateringsdato: odaStamp(rng, dato),
    });
    const fileBase = 1_000_000 + dokid * 3;
    const path = `https://www.ft.dk/samling/${st.s.kode}/${URL_KIND[c.kind] ?? 'almdel'}/${nummer.replace(/\W+/g, '').toLowerCase() || c.area.committeeCode.toLowerCase()}/bilag/${bilag}/${fileBase}`;
    st.write('Fil', {
      id: ctx.ids('Fil').next(),
      dokumentid: dokid,
      titel,
      versionsdato: odaDateTime(dato),
      filurl: `${path}.pdf`,
      opdateringsdato: odaStamp(rng, dato),
      variantkode: 'P',
      format: 'PDF',
    });
    if (rng.chance(0.25))
      st.write('Fil', {
        id: ctx.ids('Fil').next(),
        dokumentid: dokid,
        titel,
        versionsdato: odaDateTime(dato),
        filurl: `${path}.docx`,
        opdateringsdato: odaStamp(rng, dato),
        variantkode: 'O',
        format: rng.chance(0.97) ? 'DOCX' : 'PDF',
      });
    st.write('SagDokument', {
      id: ctx.ids('SagDokument').next(),
      sagid,
      dokumentid: dokid,
      bilagsnummer:
        role === SAGDOK.bilag || role === SAGDOK.høringssvar ? String(++bilag) : rng.chance(0.5) ? '' : null,
      frigivelsesdato: rng.chance(0.5) ? odaDate(dato) : null,
      opdateringsdato: odaStamp(rng, dato),
      rolleid: role,
    });
    if (opts.stepId !== undefined)
      st.write('SagstrinDokument', {
        id: ctx.ids('SagstrinDokument').next(),
        sagstrinid: opts.stepId,
        dokumentid: dokid,
        opdateringsdato: odaStamp(rng, dato),
      });
    const from = opts.from ?? ministry?.ministryId;
    if (from !== undefined)
      st.write('DokumentAktør', {
        id: ctx.ids('DokumentAktør').next(),
        dokumentid: dokid,
        aktørid: from,
        opdateringsdato: odaStamp(rng, dato),
        rolleid: ROLE(opts.fromRole ?? 'Afsender'),
      });
    if (opts.to !== undefined)
      st.write('DokumentAktør', {
        id: ctx.ids('DokumentAktør').next(),
        dokumentid: dokid,
        aktørid: opts.to,
        opdateringsdato: odaStamp(rng, dato),
        rolleid: ROLE('Til'),
      });
    if (rng.chance(0.12))
      st.write('EmneordDokument', {
        id: ctx.ids('EmneordDokument').next(),
        emneordid: rng.pick(st.emneordIds),
        dokumentid: dokid,
        opdateringsdato: odaStamp(rng, dato),
      });
    if (rng.chance(0.004))
      st.write('Omtryk', {
        id: ctx.ids('Omtryk').next(),
        dokumentid: dokid,
        dato: odaDate(addDays(dato, rng.int(1, 9))),
        begrundelse: rng.pick(['Omtryk - Fejl i bilag', 'Omtryk - Ændret titel', 'Omtryk - Manglende side']),
        opdateringsdato: odaStamp(rng, addDays(dato, 9)),
      });
    made.push(dokid);
    return dokid;
  };
  const first = c.steps[0];
  const mp = () => st.actors.memberIds[rng.int(0, st.actors.memberIds.length - 1)] as number;
  const questions = (n: number, ref: string) => {
    for (let k = 1; k <= n; k++) {
      const asked = addDays(c.introduced, rng.int(0, 200));
      if (!st.happened(asked)) continue;
      const q = doc(DOC.spørgsmål, `Spm. ${k} om ${ref}`, asked, SAGDOK.spørgsmål, {
        from: mp(),
        fromRole: 'Spørger',
        to: ministry?.titleId,
      });
      const answered = addDays(asked, rng.int(7, 35));
      if (st.happened(answered))
        doc(DOC.svar, `Svar på spm. ${k} om ${ref}`, answered, SAGDOK.svar, {
          spørgsmålsid: q,
          fromRole: 'Afsender',
        });
    }
  };
  const orgs = st.actors.organisations;
  switch (c.kind) {
    case 'lovforslag':
    case 'beslutningsforslag': {
      if (!first) return made;
      doc(DOC.forslagstekst, `${c.sag.titel as string}`, first.date, SAGDOK.forslag, { stepId: first.id });
      if (c.kind === 'lovforslag') {
        doc(DOC.fremsættelsestale, `Fremsættelsestale ${nummer}`, first.date, SAGDOK.tale, {
          stepId: first.id,
        });
        for (let k = rng.int(0, 4); k > 0 && orgs.length; k--)
          doc(
            DOC.bilag,
            `Høringssvar fra ${rng.chance(0.5) ? 'organisation' : 'myndighed'}`,
            addDays(first.date, -rng.int(10, 40)),
            SAGDOK.høringssvar,
            { from: rng.pick(orgs) },
          );
        questions(rng.int(0, 6), nummer);
      }
      const bet = c.steps.find((s) => s !== first && s.date > first.date && c.steps.indexOf(s) === 2);
      if (bet)
        doc(
          DOC.bilag,
          `Betænkning afgivet den ${danishLongDate(odaDate(bet.date))}`,
          bet.date,
          SAGDOK.betænkning,
          {
            stepId: bet.id,
            from: st.actors.committees.get(st.s.id)?.find((x) => x.area.key === c.area.key)?.id,
            fromRole: 'Afgivet af',
          },
        );
      return made;
    }
    case 'forespørgsel':
      if (first)
        doc(DOC.forespørgsel, c.sag.titel as string, first.date, SAGDOK.forslag, {
          stepId: first.id,
          from: mp(),
          fromRole: 'Stiller',
        });
      return made;
    case '§20-spørgsmål': {
      if (!first) return made;
      const q = doc(DOC.s20, c.sag.titel as string, first.date, SAGDOK.spørgsmål, {
        stepId: first.id,
        from: mp(),
        fromRole: 'Spørger',
        to: ministry?.titleId,
      });
      const a = c.steps[1];
      if (a)
        doc(DOC.svar, `Svar på ${nummer}: ${c.sag.titel as string}`.slice(0, 250), a.date, SAGDOK.svar, {
          stepId: a.id,
          spørgsmålsid: q,
          fromRole: 'Besvaret af',
        });
      return made;
    }
    case 'kommissionsforslag':
      if (!first) return made;
      doc(DOC.kom, c.sag.titel as string, first.date, SAGDOK.forslag, { stepId: first.id });
      if (rng.chance(0.4))
        doc(
          DOC.grundnotat,
          `Grundnotat om ${c.sag.titelkort as string}`,
          addDays(first.date, rng.int(10, 40)),
          SAGDOK.grundnotat,
        );
      return made;
    case 'rådsmøde':
      if (!first) return made;
      doc(
        DOC.rådsmøde,
        `Samlenotat vedr. ${c.sag.titel as string}`,
        addDays(first.date, -7),
        SAGDOK.grundnotat,
        { stepId: first.id },
      );
      return made;
    case 'aktstykke':
      if (first)
        doc(DOC.aktstykke, `${nummer}: ${c.sag.titel as string}`, first.date, SAGDOK.aktstykke, {
          stepId: first.id,
        });
      return made;
    case 'redegørelse':
      if (first)
        doc(DOC.redegørelse, c.sag.titel as string, first.date, SAGDOK.forslag, { stepId: first.id });
      return made;
    case 'stedfortræder':
      if (first)
        doc(DOC.stedfortræderbrev, 'Meddelelse om indkaldelse af stedfortræder', first.date, SAGDOK.bilag, {
          stepId: first.id,
        });
      return made;
    case 'statsrevisorerne':
      if (first)
        doc(DOC.beretning, `Beretning om ${c.sag.titelkort as string}`, first.date, SAGDOK.beretning, {
          stepId: first.id,
        });
      return made;
    case 'alm-del': {
      const n = Math.max(2, Math.round(160 * ctx.scale.caseFactor));
      questions(n, c.area.committee);
      for (let k = Math.max(1, Math.round(110 * ctx.scale.caseFactor)); k > 0 && orgs.length; k--) {
        const d = addDays(c.introduced, rng.int(0, 300));
        if (st.happened(d))
          doc(DOC.bilag, `Henvendelse af ${danishLongDate(odaDate(d))}`, d, SAGDOK.bilag, {
            from: rng.pick(
              rng.chance(0.7) ? orgs : st.actors.privatePersons.length ? st.actors.privatePersons : orgs,
            ),
          });
      }
      return made;
    }
    default:
      return made;
  }
}

import type { Random } from '@/lib/dataset/random';
import { afterFirst, billParenthesis, type CaseKind, type CaseTextOptions } from './case-kinds';
import { type CaseSubject, parseCaseSubject } from './case-subjects';
import { randomDate, yearOf } from './dates';
import { upperFirst } from './grammar';
import type { PolicyArea } from './policy-areas';

/**
 * Résumés (`Sag.resume`) of one to three Danish sentences, like ODA's "Lovforslaget har til formål at …".
 * The subject is read back from the title, so title and résumé agree.
 */

// biome-ignore format: a compact word list
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober',
  'november', 'december'];

/** The subject a title written by `caseTitle` is about, or null when it names none (e.g. a bare amendment). */
function titleSubject(kind: CaseKind, title: string): CaseSubject | null {
  let text: string | null = null;
  if (kind === 'lovforslag') text = billParenthesis(title) ?? afterFirst(title, 'Forslag til lov om ');
  else if (kind === 'aktstykke') text = afterFirst(title, 'tilslutning til at ');
  else if (kind === 'beslutningsforslag') {
    text = afterFirst(title, 'folketingsbeslutning om at ') ?? afterFirst(title, 'folketingsbeslutning om ');
  } else text = afterFirst(title, ' om ');
  return text ? parseCaseSubject(text) : null;
}

/** The object of an "… om <object>" title (forespørgsler, redegørelser, beretninger). */
function titleObject(title: string): string | null {
  return afterFirst(title, ' om ');
}

/** The amended laws of a bill title, e.g. "ligningsloven og personskatteloven". */
function billLaws(title: string): string | null {
  const amended = afterFirst(title, 'Forslag til lov om ændring af ');
  return amended ? amended.replace(/ \([^()]+\)$/, '') : null;
}

function consequence(rng: Random, area: PolicyArea, object: string): string {
  const actor = rng.pick(area.actors);
  return rng.pick([
    `${actor} fremover får bedre muligheder for at tilrettelægge arbejdet med ${object}`,
    `der stilles nye krav til ${actor} i forbindelse med ${object}`,
    `ministeren bemyndiges til at fastsætte nærmere regler om ${object}`,
    `${actor} får adgang til at udveksle oplysninger med andre myndigheder`,
    `der indføres en pligt for ${actor} til at indberette oplysninger om ${object}`,
    `${actor} fremover skal inddrages tidligere i arbejdet med ${object}`,
    `de gældende regler videreføres med enkelte tilpasninger, og at ${actor} får en klagemulighed`,
  ]);
}

function closing(rng: Random, area: PolicyArea, year: number): string {
  return rng.pick([
    `Loven foreslås at træde i kraft den 1. ${rng.pick(MONTHS)} ${year + 1}.`,
    `Lovforslaget udmønter dele af en politisk aftale fra ${year}.`,
    `Forslaget skønnes at have begrænsede økonomiske konsekvenser for ${rng.pick(area.actors)}.`,
    'Lovforslaget har været i offentlig høring.',
  ]);
}

function billResume(rng: Random, area: PolicyArea, title: string, year: number): string {
  const subject = titleSubject('lovforslag', title);
  const laws = billLaws(title);
  const object = subject?.object ?? `reglerne om ${rng.pick(area.topics)}`;
  const purpose = subject
    ? rng.pick([
        `Lovforslaget har til formål at ${subject.verb}.`,
        `Formålet med lovforslaget er at ${subject.verb}.`,
        laws
          ? `Lovforslaget ændrer ${laws} med henblik på at ${subject.verb}.`
          : `Lovforslaget skal ${subject.verb}.`,
      ])
    : `Lovforslaget ændrer ${laws ?? 'lovgivningen'} som opfølgning på erfaringerne med ${object}.`;
  const parts = [
    purpose,
    `${rng.pick(['Forslaget indebærer', 'Det foreslås bl.a.'])}, at ${consequence(rng, area, object)}.`,
  ];
  if (rng.chance(0.5)) parts.push(closing(rng, area, year));
  return parts.join(' ');
}

/**
 * A résumé for a case with this title: one to three sentences, or "" for kinds whose ODA rows carry none
 * (questions, rådsmøder, stedfortrædere, UMF-dele).
 */
export function caseResume(
  rng: Random,
  kind: CaseKind,
  area: PolicyArea,
  title: string,
  options: CaseTextOptions = {},
): string {
  const year = yearOf(options.date ?? randomDate(rng, '2014-01-01', '2025-12-31'));
  switch (kind) {
    case 'lovforslag':
      return billResume(rng, area, title, year);
    case 'beslutningsforslag': {
      const s = titleSubject(kind, title);
      if (!s) return 'Forslaget pålægger regeringen at tage initiativ på området.';
      const follow = rng.chance(0.5)
        ? ` Regeringen skal inden udgangen af folketingsåret fremsætte de nødvendige lovforslag.`
        : ` Forslagsstillerne ønsker, at ${consequence(rng, area, s.object)}.`;
      return `Forslaget pålægger regeringen at ${s.verb}.${follow}`;
    }
    case 'forespørgsel': {
      const object = titleObject(title) ?? rng.pick(area.topics);
      return `Forespørgslen vedrører ${object}. Forespørgerne ønsker at høre ministerens vurdering af konsekvenserne for ${rng.pick(area.actors)}.`;
    }
    case 'aktstykke': {
      const s = titleSubject(kind, title);
      const what = s ? `at ${s.verb}` : 'de beskrevne dispositioner';
      const funding = rng.pick([
        'Udgifterne afholdes inden for ministeriets eksisterende bevillinger.',
        `Der søges om en merbevilling på ${rng.int(2, 480)} mio. kr.`,
        'Dispositionen medfører ingen merudgifter for staten.',
      ]);
      return `${area.ministry} anmoder om Finansudvalgets tilslutning til ${what}. ${funding}`;
    }
    case 'redegørelse': {
      const object = titleObject(title) ?? rng.pick(area.topics);
      return `Redegørelsen beskriver ${object} og regeringens initiativer på området. Redegørelsen danner grundlag for en forhandling i Folketinget.`;
    }
    case 'forslag-til-vedtagelse': {
      const s = titleSubject(kind, title);
      if (!s) return 'Folketinget opfordrer regeringen til at tage initiativ på området.';
      return `Folketinget konstaterer, at ${s.object} har stor betydning for ${rng.pick(area.actors)}. Folketinget opfordrer regeringen til at ${s.verb}.`;
    }
    case 'statsrevisorerne': {
      const object = titleObject(title) ?? rng.pick(area.topics);
      const finding = rng.pick([
        'ikke tilfredsstillende',
        'kritisabel',
        'delvist tilfredsstillende',
        'tilfredsstillende',
      ]);
      return `Beretningen handler om ${object} under ${area.ministry}. Statsrevisorerne finder indsatsen ${finding}.`;
    }
    case 'kommissionsforslag': {
      const s = titleSubject(kind, title);
      const aim = s ? `at ${s.verb}` : 'nye fælles regler på området';
      return `${upperFirst('kommissionen')} foreslår ${aim}. Forslaget skal behandles efter den almindelige lovgivningsprocedure.`;
    }
    default:
      return '';
  }
}

import type { Random } from '@/lib/dataset/random';
import { nominationDistrict } from './constituencies';
import { addDays, yearOf } from './dates';
import { genitive } from './grammar';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, MIDDLE_NAMES, RESERVED_NAMES } from './names-data';
import {
  type EducationLevel,
  KOMMUNER,
  type OccupationSector,
  PARENT_OCCUPATIONS,
  POSITIONS_OF_TRUST,
  PROFESSIONS,
  type Profession,
  REGIONER,
  SPOUSE_OCCUPATIONS,
  TOWNS,
} from './professions';

/**
 * The invented facts of a member's life that both biografi formats render: family, schooling, jobs,
 * positions of trust, nominations and a spell as substitute. Years are whole years; `to: null` means "since".
 */

export interface Span {
  readonly from: number;
  readonly to: number | null;
}

export interface LifeLine extends Span {
  readonly text: string;
}

export interface Family {
  readonly birthplace: string;
  /** "søn af lærer Hans Holm og sygeplejerske Inge Holm", or null when the record names no parents. */
  readonly parents: string | null;
  /** "Gift med jurist Mette Dahl", "Samlevende med Ole Kirk", or null. */
  readonly partner: string | null;
  readonly children: number;
}

export interface Life {
  readonly family: Family;
  readonly educations: readonly LifeLine[];
  readonly occupations: readonly LifeLine[];
  readonly positions: readonly LifeLine[];
  readonly nominations: readonly LifeLine[];
  /** ISO dates of an earlier spell as temporary member, or null. */
  readonly substitute: { readonly from: string; readonly to: string } | null;
  readonly educationLevel: EducationLevel;
  readonly sector: OccupationSector;
  /** Four digits after "+45 3337 ". */
  readonly phoneSuffix: string;
}

export interface LifeInput {
  readonly efternavn: string;
  readonly sex: 'Mand' | 'Kvinde';
  readonly born: string;
  readonly profession: string;
  readonly partyName: string;
  readonly constituency: string;
  readonly memberFrom: string;
  readonly memberTo: string | null;
}

// biome-ignore format: a compact word list
const GYMNASIUMS = ['Viborg Katedralskole', 'Roskilde Gymnasium', 'Aalborg Katedralskole', 'Odense Katedralskole',
  'Rysensteen Gymnasium', 'Haderslev Katedralskole', 'Ribe Katedralskole', 'Silkeborg Gymnasium', 'Nærum Gymnasium',
  'Svendborg Gymnasium', 'Horsens Statsskole', 'Frederiksborg Gymnasium', 'Thisted Gymnasium', 'Rønne Statsskole'];

const LATER_ROLES = ['Afdelingsleder', 'Konsulent', 'Teamleder', 'Projektleder'];

function profession(rng: Random, title: string): Profession {
  return PROFESSIONS.find((p) => p.title === title) ?? rng.pick(PROFESSIONS);
}

const RESERVED = new Set(RESERVED_NAMES);

/** A relative's full name with the member's surname that is not a real politician's name. */
function relative(rng: Random, firstNames: readonly string[], surname: string): string {
  for (let i = 0; i < 20; i++) {
    const name = `${rng.pick(firstNames)} ${surname}`;
    if (!RESERVED.has(name)) return name;
  }
  return `${rng.pick(firstNames)} ${rng.pick(MIDDLE_NAMES)} ${surname}`;
}

function family(rng: Random, input: LifeInput): Family {
  const birthplace = rng.pick(TOWNS);
  const son = input.sex === 'Mand';
  const parents = rng.chance(0.7)
    ? `${son ? 'søn' : 'datter'} af ${rng.pick(PARENT_OCCUPATIONS)} ${relative(rng, MALE_FIRST_NAMES, input.efternavn)} og ${rng.pick(PARENT_OCCUPATIONS)} ${relative(rng, FEMALE_FIRST_NAMES, input.efternavn)}`
    : null;
  const partnerFirstNames = son ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const partner = rng.weighted<string | null>([
    [`Gift med ${rng.pick(SPOUSE_OCCUPATIONS)} ${relative(rng, partnerFirstNames, input.efternavn)}`, 5],
    [`Samlevende med ${rng.pick(partnerFirstNames)}`, 2],
    [null, 3],
  ]);
  return { birthplace, parents, partner, children: partner ? rng.int(0, 4) : 0 };
}

function educations(rng: Random, prof: Profession, bornYear: number, limit: number): LifeLine[] {
  const lines: LifeLine[] = [];
  const gymEnd = bornYear + 19;
  if (prof.level !== 'GYM') {
    const start = gymEnd + rng.int(0, 3);
    const end = Math.min(start + prof.years + rng.int(0, 2), limit);
    lines.push({
      text: `${prof.education}, ${rng.pick(prof.schools)}`,
      from: start,
      to: Math.max(start, end),
    });
  }
  if (prof.level === 'GYM' || rng.chance(0.6)) {
    lines.push({ text: `Student, ${rng.pick(GYMNASIUMS)}`, from: gymEnd - 3, to: gymEnd });
  }
  return lines;
}

function occupations(rng: Random, prof: Profession, start: number, until: number): LifeLine[] {
  const lines: LifeLine[] = [];
  let from = start;
  const count = rng.int(1, 3);
  for (let i = 0; i < count && from < until; i++) {
    const last = i === count - 1;
    const to = last ? until : Math.min(until, from + rng.int(2, 9));
    const title =
      i === 0 || rng.chance(0.6) ? prof.title : rng.pick(prof.sector === 'Selv' ? ['Medejer'] : LATER_ROLES);
    lines.push({ text: `${title}, ${rng.pick(prof.employers)}`, from, to });
    from = to;
  }
  return lines.reverse();
}

function positions(rng: Random, input: LifeInput, bornYear: number, until: number): LifeLine[] {
  const count = rng.weighted([
    [0, 2],
    [1, 4],
    [2, 3],
    [3, 1],
  ] as const);
  const stems = rng.sample(POSITIONS_OF_TRUST, count);
  return stems.map((stem) => {
    const from = rng.int(Math.min(bornYear + 20, until), until);
    const text = stem
      .replace('{kommune}', rng.pick(KOMMUNER))
      .replace('{region}', rng.pick(REGIONER))
      .replace('{by}', rng.pick(TOWNS))
      .replace('{partyGen}', genitive(input.partyName))
      .replace('{party}', input.partyName);
    return { text, from, to: rng.chance(0.3) ? null : Math.min(until + 1, from + rng.int(1, 8)) };
  });
}

function nominations(rng: Random, input: LifeInput, bornYear: number, memberYear: number): LifeLine[] {
  const count = rng.int(1, 3);
  const lines: LifeLine[] = [];
  let to: number | null = input.memberTo ? yearOf(input.memberTo) : null;
  let from = Math.max(bornYear + 20, memberYear - rng.int(0, 4));
  for (let i = 0; i < count; i++) {
    lines.push({ text: nominationDistrict(rng, input.constituency), from, to });
    to = from;
    from = Math.max(bornYear + 19, from - rng.int(2, 7));
    if (to <= from) break;
  }
  return lines;
}

/** Draws the life facts of one member. */
export function drawLife(rng: Random, input: LifeInput): Life {
  const prof = profession(rng, input.profession);
  const bornYear = yearOf(input.born);
  const memberYear = yearOf(input.memberFrom);
  const edu = educations(rng, prof, bornYear, memberYear);
  const workStart = Math.max(...edu.map((e) => e.to ?? e.from));
  const substitute = rng.chance(0.2)
    ? (() => {
        const from = addDays(input.memberFrom, -rng.int(200, 1500));
        return { from, to: addDays(from, rng.int(7, 120)) };
      })()
    : null;
  return {
    family: family(rng, input),
    educations: edu,
    occupations: workStart < memberYear ? occupations(rng, prof, workStart, memberYear) : [],
    positions: positions(rng, input, bornYear, memberYear),
    nominations: nominations(rng, input, bornYear, memberYear),
    substitute: substitute && substitute.from > input.born ? substitute : null,
    educationLevel: prof.level,
    sector: prof.sector,
    phoneSuffix: String(rng.int(4000, 5999)),
  };
}

import type { Random } from '@/lib/dataset/random';
import type { PolicyArea } from './policy-areas';

/**
 * What a case is about, in the three grammatical shapes Danish case texts need: a noun phrase for titles
 * ("Styrkelse af indsatsen mod skattesnyd"), a verb phrase for résumés ("styrke indsatsen mod skattesnyd")
 * and the bare object for "om …" titles ("indsatsen mod skattesnyd").
 */
export interface CaseSubject {
  noun: string;
  verb: string;
  object: string;
}

type Slot = 'topic' | 'problem' | 'actor';

/** `{x}` marks the slot; noun templates start with a capital so they can stand alone in a parenthesis. */
interface Pattern {
  slot: Slot;
  noun: string;
  verb: string;
  object: string;
  weight: number;
}

// biome-ignore format: a compact table
const PATTERNS: readonly Pattern[] = [
  { slot: 'topic', noun: 'Styrkelse af {x}', verb: 'styrke {x}', object: '{x}', weight: 3 },
  { slot: 'topic', noun: 'Modernisering af {x}', verb: 'modernisere {x}', object: '{x}', weight: 3 },
  { slot: 'topic', noun: 'Målretning af {x}', verb: 'målrette {x}', object: '{x}', weight: 2 },
  { slot: 'topic', noun: 'Forenkling af reglerne om {x}', verb: 'forenkle reglerne om {x}', object: 'reglerne om {x}', weight: 3 },
  { slot: 'topic', noun: 'Præcisering af reglerne om {x}', verb: 'præcisere reglerne om {x}', object: 'reglerne om {x}', weight: 3 },
  { slot: 'topic', noun: 'Skærpelse af reglerne om {x}', verb: 'skærpe reglerne om {x}', object: 'reglerne om {x}', weight: 2 },
  { slot: 'topic', noun: 'Lempelse af reglerne om {x}', verb: 'lempe reglerne om {x}', object: 'reglerne om {x}', weight: 2 },
  { slot: 'topic', noun: 'Justering af reglerne om {x}', verb: 'justere reglerne om {x}', object: 'reglerne om {x}', weight: 2 },
  { slot: 'topic', noun: 'Harmonisering af reglerne om {x}', verb: 'harmonisere reglerne om {x}', object: 'reglerne om {x}', weight: 1 },
  { slot: 'topic', noun: 'Ændring af reglerne om {x}', verb: 'ændre reglerne om {x}', object: 'reglerne om {x}', weight: 3 },
  { slot: 'topic', noun: 'Bedre rammer for {x}', verb: 'skabe bedre rammer for {x}', object: 'rammerne for {x}', weight: 2 },
  { slot: 'topic', noun: 'Forbedring af rammerne for {x}', verb: 'forbedre rammerne for {x}', object: 'rammerne for {x}', weight: 1 },
  { slot: 'topic', noun: 'Styrket tilsyn med {x}', verb: 'styrke tilsynet med {x}', object: 'tilsynet med {x}', weight: 2 },
  { slot: 'topic', noun: 'Forlængelse af den midlertidige ordning for {x}', verb: 'forlænge den midlertidige ordning for {x}', object: '{x}', weight: 1 },
  { slot: 'topic', noun: 'Ophævelse af forældede regler om {x}', verb: 'ophæve forældede regler om {x}', object: 'reglerne om {x}', weight: 1 },
  { slot: 'topic', noun: 'Udmøntning af aftale om {x}', verb: 'udmønte den politiske aftale om {x}', object: '{x}', weight: 3 },
  { slot: 'topic', noun: 'Opfølgning på evalueringen af {x}', verb: 'følge op på evalueringen af {x}', object: 'evalueringen af {x}', weight: 1 },
  { slot: 'topic', noun: 'Gennemførelse af EU-regler om {x}', verb: 'gennemføre nye EU-regler om {x}', object: 'EU-reglerne om {x}', weight: 1 },
  { slot: 'topic', noun: 'Digitalisering af sagsbehandlingen vedrørende {x}', verb: 'digitalisere sagsbehandlingen vedrørende {x}', object: 'sagsbehandlingen vedrørende {x}', weight: 1 },
  { slot: 'topic', noun: 'Etablering af en ny ordning for {x}', verb: 'etablere en ny ordning for {x}', object: '{x}', weight: 1 },
  { slot: 'topic', noun: 'Indførelse af nye regler om {x}', verb: 'indføre nye regler om {x}', object: 'reglerne om {x}', weight: 2 },
  { slot: 'topic', noun: 'Afskaffelse af særreglerne om {x}', verb: 'afskaffe særreglerne om {x}', object: 'reglerne om {x}', weight: 1 },
  { slot: 'topic', noun: 'Styrket retssikkerhed i sager om {x}', verb: 'styrke retssikkerheden i sager om {x}', object: 'retssikkerheden i sager om {x}', weight: 1 },
  { slot: 'topic', noun: 'Øget gennemsigtighed om {x}', verb: 'øge gennemsigtigheden om {x}', object: '{x}', weight: 1 },
  { slot: 'actor', noun: 'Administrative lettelser for {x}', verb: 'lette de administrative byrder for {x}', object: 'de administrative byrder for {x}', weight: 1 },
  { slot: 'actor', noun: 'Øget fleksibilitet for {x}', verb: 'give {x} øget fleksibilitet', object: 'fleksibiliteten for {x}', weight: 1 },
  { slot: 'problem', noun: 'Styrkelse af indsatsen mod {x}', verb: 'styrke indsatsen mod {x}', object: 'indsatsen mod {x}', weight: 3 },
  { slot: 'problem', noun: 'Styrket indsats mod {x}', verb: 'styrke indsatsen mod {x}', object: 'indsatsen mod {x}', weight: 2 },
  { slot: 'problem', noun: 'Bekæmpelse af {x}', verb: 'bekæmpe {x}', object: 'indsatsen mod {x}', weight: 2 },
  { slot: 'problem', noun: 'Forebyggelse af {x}', verb: 'forebygge {x}', object: 'forebyggelsen af {x}', weight: 2 },
  { slot: 'problem', noun: 'Skærpede sanktioner ved {x}', verb: 'skærpe sanktionerne ved {x}', object: 'sanktionerne ved {x}', weight: 1 },
  { slot: 'problem', noun: 'Nye redskaber til at bekæmpe {x}', verb: 'give myndighederne nye redskaber til at bekæmpe {x}', object: 'indsatsen mod {x}', weight: 1 },
];

const WEIGHTED = PATTERNS.map((p) => [p, p.weight] as const);

function fill(template: string, x: string): string {
  return template.replace('{x}', x);
}

/** A random subject within the area. */
export function caseSubject(rng: Random, area: PolicyArea): CaseSubject {
  const pattern = rng.weighted(WEIGHTED);
  const pool =
    pattern.slot === 'topic' ? area.topics : pattern.slot === 'problem' ? area.problems : area.actors;
  const x = rng.pick(pool);
  return { noun: fill(pattern.noun, x), verb: fill(pattern.verb, x), object: fill(pattern.object, x) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Parsers for both the noun and the verb form of every template, most specific first, so "Styrkelse af
 * indsatsen mod …" is not read as "Styrkelse af …".
 */
const PARSERS = PATTERNS.flatMap((p) => [
  { pattern: p, template: p.noun },
  { pattern: p, template: p.verb },
])
  .sort((a, b) => b.template.length - a.template.length)
  .map(({ pattern, template }) => ({
    pattern,
    regex: new RegExp(`^${escapeRegExp(template).replace('\\{x\\}', '(.+)')}$`, 'i'),
  }));

/**
 * Recovers the subject from a noun phrase ("styrkelse af indsatsen mod skattesnyd") or verb phrase
 * ("styrke indsatsen mod skattesnyd") written by `caseSubject`, in any initial case; null for other text.
 */
export function parseCaseSubject(text: string): CaseSubject | null {
  for (const { pattern, regex } of PARSERS) {
    const m = regex.exec(text.trim());
    if (m?.[1]) {
      return {
        noun: fill(pattern.noun, m[1]),
        verb: fill(pattern.verb, m[1]),
        object: fill(pattern.object, m[1]),
      };
    }
  }
  return null;
}

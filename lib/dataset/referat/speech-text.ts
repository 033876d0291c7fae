import type { Random } from '@/lib/dataset/random';
import { lowerFirst } from '@/lib/dataset/text/grammar';

/**
 * The demo transcripts' speech text: Danish sentences assembled from a small vocabulary around the agenda item's
 * subject. Every speech begins with {@link DEMO_MARKER}, so a quote from the demo data can never pass for something a
 * real politician said.
 */
export const DEMO_MARKER = '[Demotekst]';

// biome-ignore format: word lists
const OPENERS = [
  'Jeg vil gerne sige, at', 'Lad mig starte med at sige, at', 'Det er vores opfattelse, at', 'Vi mener, at',
  'Det står klart, at', 'Sandheden er, at', 'For os er det afgørende, at', 'Jeg synes, at', 'Derfor er det vigtigt, at',
  'Og så må man sige, at', 'Jeg har noteret mig, at', 'Vi har hele tiden sagt, at', 'Det er ingen hemmelighed, at',
  'Man kan jo ikke komme uden om, at', 'Jeg er glad for, at', 'Det bekymrer mig, at',
];
// biome-ignore format: word lists
const SUBJECTS = [
  'forslaget', 'regeringen', 'ministeren', 'vores parti', 'kommunerne', 'borgerne', 'danskerne', 'virksomhederne',
  'et flertal i Folketinget', 'udvalget', 'de mennesker, det handler om', 'regionerne', 'aftalepartierne',
  'lovgivningen', 'myndighederne', 'oppositionen',
];
// biome-ignore format: word lists
const VERBS = [
  'skal tage ansvar for', 'bør se nærmere på', 'ikke kan bakke op om', 'støtter', 'har brug for', 'må forholde sig til',
  'har fået for lidt ud af', 'vil styrke', 'lægger op til', 'skal finde penge til', 'har forsømt', 'kan forbedre',
  'bliver nødt til at prioritere', 'har krav på', 'ikke må glemme', 'skal følge op på',
];
// biome-ignore format: word lists
const OBJECTS = [
  'de økonomiske konsekvenser', 'den daglige praksis', 'retssikkerheden', 'de administrative byrder', 'velfærden',
  'fremtidens løsninger', 'en ordentlig evaluering', 'balancen i aftalen', 'de svageste grupper', 'tilliden til systemet',
  'de lokale forhold', 'en grundig høring', 'finansieringen', 'de ansattes vilkår', 'kontrollen', 'klimaet',
];
// biome-ignore format: word lists
const CLOSINGS = [
  '', '', '', ' i de kommende år', ' på en ordentlig måde', ' hurtigst muligt', ' inden for den givne ramme',
  ' i hele landet', ' – og det er ikke nogen lille ting', ' uden at gå på kompromis', ' her og nu',
];
// biome-ignore format: word lists
const FIGURES = [
  (n: number) => `Det drejer sig om ${n} mio. kr. over de næste ${(n % 7) + 2} år.`,
  (n: number) => `I ${2000 + (n % 26)} var der ${n * 12} sager af den slags.`,
  (n: number) => `Op mod ${n} kommuner har meldt tilbage, og ${(n % 40) + 10} pct. af dem er kritiske.`,
  (n: number) => `Det fremgår af side ${n} i bemærkningerne til lovforslaget.`,
];

/** What a speech is about: the item's subject as "forslaget om …" text. */
export function subjectOf(title: string): string {
  const bare = title.replace(/^Om /, '').replace(/\.$/, '');
  return lowerFirst(bare.length > 140 ? `${bare.slice(0, bare.lastIndexOf(' ', 140))}` : bare);
}

function sentence(rng: Random, subject: string): string {
  const r = rng.next();
  if (r < 0.12)
    return `Når vi taler om ${subject}, ${lowerFirst(rng.pick(SUBJECTS))} ${rng.pick(VERBS)} ${rng.pick(OBJECTS)}.`;
  if (r < 0.2) return (rng.pick(FIGURES) as (n: number) => string)(rng.int(2, 950));
  const text = `${rng.pick(OPENERS)} ${rng.pick(SUBJECTS)} ${rng.pick(VERBS)} ${rng.pick(OBJECTS)}${rng.pick(CLOSINGS)}.`;
  return text;
}

/**
 * Paragraphs of about `chars` characters in all about `subject`, the first beginning with the demo marker and
 * `lead` (the speech's own opening words, e.g. the chair's formula); paragraphs of 200–700 characters.
 */
export function speechParagraphs(rng: Random, subject: string, chars: number, lead = ''): string[] {
  const paragraphs: string[] = [];
  let current = lead ? `${DEMO_MARKER} ${lead}` : DEMO_MARKER;
  let total = current.length;
  let limit = rng.int(200, 700);
  while (total < chars) {
    const s = sentence(rng, subject);
    if (current.length >= limit) {
      paragraphs.push(current);
      current = s;
      limit = rng.int(200, 700);
    } else current = `${current} ${s}`;
    total += s.length + 1;
  }
  paragraphs.push(current);
  return paragraphs;
}

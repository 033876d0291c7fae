/**
 * The labelled search set: queries a journalist types into /soeg over the demo store (data/test.sqlite: demo scale,
 * seed 1; `npm run dataset -- --scale demo --seed 1`), each with the hits they expect among the first three.
 * Expected hits are named by stable facts, not ids: a case by its number and samling, a § 20 question by its case's
 * title (Sag rows stay as they are when the generator rewrites documents), a politician by name
 * (lib/store/search-relevance-facts.ts finds them). lib/data/search/search-relevance.ts scores the search against
 * it; `npm run bench:search-relevance` prints the figure and search-relevance.test.ts holds it.
 *
 * How the expectations were chosen: for a topic, the newest cases and § 20 questions whose title is about the word
 * (not a committee's general folder, "Alm. del", whose title merely names the committee); for a case number, that
 * number in the newest samling; for a name, that politician (a minister before namesakes).
 */

/** A hit a journalist expects: a case by number and samling (`Periode.titel`), a case by exact title, a person. */
export type ExpectedHit =
  | { readonly case: string; readonly samling: string }
  | { readonly title: string }
  | { readonly politician: string };

/** What kind of query it is (the bench reports each class). */
export type QueryClass = 'topic' | 'two-word' | 'case-number' | 'minister' | 'member' | 'misspelling';

export interface LabelledQuery {
  readonly q: string;
  readonly class: QueryClass;
  /** Any of these among the first three is a hit. */
  readonly expect: readonly ExpectedHit[];
}

const NOW = '2026-27';
const PREVIOUS = '2025-26 (2. samling)';

const Q = {
  klimaprojektionerne:
    'Vil ministeren på baggrund af TV 2 Nyhedernes omtale den 14. oktober 2026 redegøre for reglerne om klimaprojektionerne?',
  klimamaal2040:
    'Hvordan vil ministeren sikre, at styrkelse af EU’s klimamål for 2040 ikke fører til mere bureaukrati for Europa-Parlamentet?',
  klimamaal2040b: 'Hvad er ministerens holdning til at modernisere EU’s klimamål for 2040?',
  udbytteskat: 'Hvad er ministerens holdning til at styrke indsatsen mod svindel med udbytteskat?',
  pensionsbeskatning:
    'Vil ministeren på baggrund af Berlingskes omtale den 28. september 2026 redegøre for reglerne om beskatningen af pensionsudbetalinger?',
  forsvaretsEjendomme: 'Hvad er ministerens holdning til at styrke tilsynet med Forsvarets ejendomme?',
  personaleflugt:
    'Vil ministeren redegøre for, i hvilket omfang veteranerne er berørt af indsatsen mod personaleflugt fra Forsvaret i de seneste fem år?',
  boligomraader:
    'Er ministeren tilfreds med reglerne om de udsatte boligområder, og hvis ikke, hvad vil ministeren så gøre?',
  almeneBoliger: 'Hvad er ministerens holdning til at forenkle reglerne om renoveringen af almene boliger?',
  co2eLandbrug:
    'Er ministeren tilfreds med reglerne om CO2e-afgiften på landbruget, og hvis ikke, hvad vil ministeren så gøre?',
  flygtningenaevnet:
    'Vil ministeren redegøre for, i hvilket omfang Flygtningenævnet er berørt af permanent opholdstilladelse, herunder hvilke konsekvenser det har for Udlændingestyrelsen?',
  pensionister:
    'Kan ministeren garantere, at pensionisterne ikke stilles ringere som følge af forenkling af reglerne om skattefrie godtgørelser, herunder hvilke konsekvenser det har for pensionisterne?',
  seniorpension:
    'Vil ministeren på baggrund af DR Nyheders omtale den 2. november 2026 redegøre for seniorpensionen?',
  inklusion:
    'Vil ministeren redegøre for, i hvilket omfang forældrene er berørt af inklusionen i folkeskolen i de seneste fem år?',
  energioerne:
    'Hvad er ministerens vurdering af reglerne om energiøerne i lyset af Concitos kritik i lyset af Green Power Denmarks henvendelse?',
  energioerneRet:
    'Hvad vil ministeren gøre for at styrke retssikkerheden i sager om energiøerne, herunder hvilke konsekvenser det har for boligejerne?',
  naturgas:
    'Vil ministeren på baggrund af Berlingskes omtale den 6. oktober 2026 redegøre for reglerne om udfasningen af naturgas?',
  naturgasMaal:
    'Mener ministeren, at reglerne om udfasningen af naturgas lever op til regeringens egne målsætninger?',
  politiet:
    'Kan ministeren garantere, at politiet ikke stilles ringere som følge af målretning af opholdsforbud i nattelivszoner, herunder hvilke konsekvenser det har for kriminalforsorgen?',
  boernefattigdom:
    'Vil ministeren redegøre for, i hvilket omfang kommunerne er berørt af indsatsen mod børnefattigdom i de seneste fem år?',
  klimabistanden: 'Hvad er ministerens holdning til at målrette klimabistanden til udviklingslandene?',
  ejendomsvaerdiskat:
    'Er ministeren tilfreds med sagsbehandlingen vedrørende ejendomsværdiskatten, og hvis ikke, hvad vil ministeren så gøre?',
  ejendomsvaerdiskat2: 'Hvad er ministerens begrundelse for ikke at ændre reglerne om ejendomsværdiskatten?',
  graensekontrol: 'Hvad vil ministeren gøre for at lempe reglerne om grænsekontrollen?',
  ulighedSundhed:
    'Hvordan vil ministeren sikre, at styrket indsats mod ulighed i sundhed ikke fører til mere bureaukrati for de pårørende?',
  ulighedSundhed2: 'Hvad er ministerens begrundelse for ikke at bekæmpe ulighed i sundhed siden 2019?',
} as const;

export const SEARCH_RELEVANCE_SET: readonly LabelledQuery[] = [
  // Topic words: the "klima" first.
  {
    q: 'klima',
    class: 'topic',
    expect: [
      { title: Q.klimaprojektionerne },
      { title: Q.klimamaal2040 },
      { case: 'L 5', samling: NOW },
      { case: 'B 5', samling: PREVIOUS },
    ],
  },
  {
    q: 'skat',
    class: 'topic',
    expect: [{ title: Q.udbytteskat }, { title: Q.pensionsbeskatning }, { title: Q.ejendomsvaerdiskat }],
  },
  {
    q: 'forsvar',
    class: 'topic',
    expect: [
      { title: Q.forsvaretsEjendomme },
      { title: Q.personaleflugt },
      { case: 'KOM (2026) 0359', samling: NOW },
    ],
  },
  {
    q: 'energi',
    class: 'topic',
    expect: [
      { case: 'KOM (2026) 0750', samling: NOW },
      { title: Q.energioerne },
      { title: Q.energioerneRet },
    ],
  },
  {
    q: 'sundhed',
    class: 'topic',
    expect: [
      { title: Q.ulighedSundhed },
      { title: Q.ulighedSundhed2 },
      { case: 'KOM (2026) 0812', samling: PREVIOUS },
    ],
  },
  { q: 'bolig', class: 'topic', expect: [{ title: Q.boligomraader }, { title: Q.almeneBoliger }] },
  {
    q: 'landbrug',
    class: 'topic',
    expect: [{ title: Q.co2eLandbrug }, { case: 'L 3', samling: PREVIOUS }],
  },
  {
    q: 'udlændinge',
    class: 'topic',
    expect: [{ title: Q.flygtningenaevnet }, { case: 'KOM (2026) 0557', samling: PREVIOUS }],
  },
  {
    q: 'pension',
    class: 'topic',
    expect: [
      { title: Q.pensionister },
      { title: Q.seniorpension },
      { title: Q.pensionsbeskatning },
      { case: 'KOM (2026) 0292', samling: NOW },
    ],
  },
  {
    q: 'folkeskole',
    class: 'topic',
    expect: [{ title: Q.inklusion }, { case: 'KOM (2026) 0490', samling: PREVIOUS }],
  },
  { q: 'energiøerne', class: 'topic', expect: [{ title: Q.energioerne }, { title: Q.energioerneRet }] },
  { q: 'naturgas', class: 'topic', expect: [{ title: Q.naturgas }, { title: Q.naturgasMaal }] },
  {
    q: 'solcelleparkerne',
    class: 'topic',
    expect: [
      { case: 'R 1', samling: NOW },
      { case: 'B 9', samling: NOW },
    ],
  },
  {
    q: 'politiet',
    class: 'topic',
    expect: [{ title: Q.politiet }, { case: 'KOM (2026) 0099', samling: NOW }],
  },
  {
    q: 'børnefattigdom',
    class: 'topic',
    expect: [
      { case: 'B 23', samling: NOW },
      { case: 'KOM (2026) 0608', samling: NOW },
      { title: Q.boernefattigdom },
    ],
  },
  {
    q: 'ejendomsværdiskat',
    class: 'topic',
    expect: [{ title: Q.ejendomsvaerdiskat }, { title: Q.ejendomsvaerdiskat2 }],
  },
  {
    q: 'grænsekontrol',
    class: 'topic',
    expect: [{ title: Q.graensekontrol }, { case: 'F 7', samling: NOW }, { case: 'V 1', samling: NOW }],
  },
  // Two words.
  {
    q: 'klimabistand udviklingslande',
    class: 'two-word',
    expect: [{ title: Q.klimabistanden }, { case: 'B 5', samling: PREVIOUS }],
  },
  { q: 'udfasning naturgas', class: 'two-word', expect: [{ title: Q.naturgas }, { title: Q.naturgasMaal }] },
  {
    q: 'solcelleparker landjorden',
    class: 'two-word',
    expect: [
      { case: 'R 1', samling: NOW },
      { case: 'B 9', samling: NOW },
    ],
  },
  { q: 'dyrevelfærd svin', class: 'two-word', expect: [{ case: 'L 34', samling: NOW }] },
  {
    q: 'co2e-afgift landbruget',
    class: 'two-word',
    expect: [{ title: Q.co2eLandbrug }, { case: 'L 3', samling: PREVIOUS }],
  },
  {
    q: 'klimamål 2040',
    class: 'two-word',
    expect: [{ title: Q.klimamaal2040 }, { title: Q.klimamaal2040b }],
  },
  {
    q: 'klima projektioner',
    class: 'two-word',
    expect: [{ title: Q.klimaprojektionerne }, { case: 'L 5', samling: NOW }],
  },
  // Case numbers, as typed.
  { q: 'L 5', class: 'case-number', expect: [{ case: 'L 5', samling: NOW }] },
  { q: 'L5', class: 'case-number', expect: [{ case: 'L 5', samling: NOW }] },
  { q: 'l 5', class: 'case-number', expect: [{ case: 'L 5', samling: NOW }] },
  { q: 'B 23', class: 'case-number', expect: [{ case: 'B 23', samling: NOW }] },
  { q: 'S 137', class: 'case-number', expect: [{ case: 'S 137', samling: NOW }] },
  { q: 'aktstk 3', class: 'case-number', expect: [{ case: 'Aktstk. 3', samling: NOW }] },
  { q: 'KOM (2026) 0279', class: 'case-number', expect: [{ case: 'KOM (2026) 0279', samling: NOW }] },
  // Ministers (of the newest government in the demo data) and members, whole and by surname.
  { q: 'Leif Damgaard', class: 'minister', expect: [{ politician: 'Leif Damgaard' }] },
  { q: 'Karen Lyngby', class: 'minister', expect: [{ politician: 'Karen Lyngby' }] },
  { q: 'Lyngby', class: 'minister', expect: [{ politician: 'Karen Lyngby' }] },
  {
    q: 'Husted',
    class: 'minister',
    expect: [{ politician: 'Søren Husted' }, { politician: 'Marie Louise Frandsen Husted' }],
  },
  { q: 'Peder Schmidt', class: 'minister', expect: [{ politician: 'Peder Schmidt' }] },
  { q: 'Jakob Nielsen', class: 'member', expect: [{ politician: 'Jakob Nielsen' }] },
  { q: 'Bodil Poulsen', class: 'member', expect: [{ politician: 'Bodil Poulsen' }] },
  // Misspellings: a letter left out, doubled or swapped; a name misspelt.
  {
    q: 'klimaprojektionrne',
    class: 'misspelling',
    expect: [{ title: Q.klimaprojektionerne }, { case: 'L 5', samling: NOW }],
  },
  {
    q: 'energifattigdomm',
    class: 'misspelling',
    expect: [{ case: 'KOM (2025) 0674', samling: '2024-25' }],
  },
  {
    q: 'grænsekontorllen',
    class: 'misspelling',
    expect: [{ title: Q.graensekontrol }, { case: 'F 7', samling: NOW }],
  },
  { q: 'Lief Damgaard', class: 'misspelling', expect: [{ politician: 'Leif Damgaard' }] },
];

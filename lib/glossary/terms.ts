import type { Locale } from '@/lib/i18n/locale';
import { RESULT_RULE_TEXT } from './result-rules';

/** One of the parliament's words, explained for readers who do not follow Folketinget every day. */
export interface GlossaryTerm {
  /** The anchor on the glossary page (`/ordliste#behandling`). */
  readonly slug: string;
  /** The word as the reader meets it, per language. */
  readonly name: Readonly<Record<Locale, string>>;
  /** One or two plain sentences (paragraphs apart by a blank line). */
  readonly definition: Readonly<Record<Locale, string>>;
  /** ODA's texts the term explains, matched whole and case-insensitively (a status, a vote type, a step). */
  readonly matches: readonly RegExp[];
}

/** The answer-time rule's anchor (`/ordliste#svartid`): the pages that show answer times show its words and link it. */
export const ANSWER_TIME_SLUG = 'svartid';

/**
 * The glossary: the words of Folketinget's records that pages show as ODA writes them — statuses, vote types, steps,
 * case types — with what they mean. The glossary page lists them in this order; {@link glossaryTermFor} finds the
 * entry for a text a page is about to show.
 */
export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    slug: 'lovforslag',
    name: { da: 'Lovforslag (L)', en: 'Bill (L)' },
    definition: {
      da: 'Et forslag til en ny lov eller en ændring af en lov. Det behandles tre gange i Folketingssalen og bliver lov, hvis det vedtages ved 3. behandling og derefter stadfæstes.',
      en: 'A proposal for a new act or an amendment to one. It is debated three times in the chamber and becomes law if it is adopted at the third reading and then given royal assent.',
    },
    matches: [/^lovforslag$/i],
  },
  {
    slug: 'beslutningsforslag',
    name: { da: 'Beslutningsforslag (B)', en: 'Parliamentary resolution (B)' },
    definition: {
      da: 'Et forslag om, at Folketinget pålægger regeringen at gøre noget, fx at fremsætte et lovforslag. Det behandles to gange.',
      en: 'A proposal that the Folketing instructs the government to do something, for example to introduce a bill. It is debated twice.',
    },
    matches: [/^beslutningsforslag$/i],
  },
  {
    slug: 'behandling',
    name: { da: '1., 2. og 3. behandling', en: 'First, second and third reading' },
    definition: {
      da: 'Folketingssalens debatter om et forslag. Ved 1. behandling drøftes det overordnet og sendes som regel i udvalg; ved 2. behandling stemmes der om ændringsforslag; ved 3. behandling (for beslutningsforslag ved 2.) stemmes der om hele forslaget.',
      en: 'The chamber’s debates on a proposal. At the first reading it is discussed in general and usually sent to a committee; at the second, amendments are voted on; at the third (for resolutions, the second) the whole proposal is voted on.',
    },
    matches: [/^[123]\. ?behandling$/i, /^[123]\.beh\.?$/i],
  },
  {
    slug: 'endelig-vedtagelse',
    name: { da: 'Endelig vedtagelse', en: 'Final adoption' },
    definition: {
      da: 'Afstemningen om hele forslaget ved sidste behandling. Den afgør, om forslaget er vedtaget eller forkastet.',
      en: 'The vote on the whole proposal at its last reading. It decides whether the proposal is adopted or rejected.',
    },
    matches: [/^endelig vedtagelse$/i],
  },
  {
    slug: 'aendringsforslag',
    name: { da: 'Ændringsforslag', en: 'Amendment' },
    definition: {
      da: 'Et forslag om at ændre teksten i et lovforslag, stillet af et udvalg, ministeren eller medlemmer. Der stemmes om ændringsforslag, før der stemmes om hele forslaget.',
      en: 'A proposal to change the text of a bill, tabled by a committee, the minister or members. Amendments are voted on before the whole proposal.',
    },
    matches: [/^ændringsforslag$/i],
  },
  {
    slug: 'udvalgsindstilling',
    name: { da: 'Udvalgsindstilling', en: 'Committee recommendation' },
    definition: {
      da: 'Et udvalgs anbefaling i dets betænkning, fx at et forslag ikke skal vedtages. Folketinget kan stemme om indstillingen i stedet for om forslaget selv.',
      en: 'A committee’s recommendation in its report, for example that a proposal should not be adopted. The Folketing may vote on the recommendation instead of on the proposal itself.',
    },
    matches: [/^udvalgsindstilling$/i],
  },
  {
    slug: 'forslag-til-vedtagelse',
    name: { da: 'Forslag til vedtagelse (V)', en: 'Motion for a resolution (V)' },
    definition: {
      da: 'Et forslag til en udtalelse fra Folketinget, stillet af et eller flere partier under en forespørgselsdebat. Der stemmes om forslagene ét ad gangen; når ét er vedtaget, bortfalder resten.',
      en: 'A proposed statement by the Folketing, tabled by one or more parties during an interpellation debate. The motions are voted on one at a time; once one is adopted, the rest lapse.',
    },
    matches: [/^forslag til vedtagelse$/i],
  },
  {
    slug: 'forespoergsel',
    name: { da: 'Forespørgsel (F)', en: 'Interpellation (F)' },
    definition: {
      da: 'Et spørgsmål til en minister, som hele Folketinget debatterer. Debatten kan slutte med afstemning om forslag til vedtagelse.',
      en: 'A question to a minister that the whole Folketing debates. The debate may end with votes on motions for a resolution.',
    },
    matches: [/^forespørgsel$/i],
  },
  {
    slug: 'betaenkning',
    name: { da: 'Betænkning', en: 'Committee report' },
    definition: {
      da: 'Udvalgets skriftlige rapport om et forslag efter 1. behandling, med partiernes holdninger, udvalgets indstilling og eventuelle ændringsforslag.',
      en: 'The committee’s written report on a proposal after the first reading, with the parties’ positions, the committee’s recommendation and any amendments.',
    },
    matches: [/^betænkning( afgivet)?$/i],
  },
  {
    slug: 'stadfaestet',
    name: { da: 'Stadfæstet', en: 'Given royal assent' },
    definition: {
      da: 'Et vedtaget lovforslag bliver lov, når regenten og en minister har skrevet under på det — det kaldes stadfæstelse. Derefter kundgøres loven i Lovtidende.',
      en: 'An adopted bill becomes law once the monarch and a minister have signed it — royal assent. The act is then published in the Law Gazette (Lovtidende).',
    },
    matches: [/^stadfæstet$/i, /^stadfæstelse$/i],
  },
  {
    slug: 'bortfaldet',
    name: { da: 'Bortfaldet', en: 'Lapsed' },
    definition: {
      da: 'Et forslag bortfalder, hvis det ikke er færdigbehandlet, når folketingsåret (samlingen) slutter, eller når der udskrives valg.',
      en: 'A proposal lapses if it has not been dealt with when the parliamentary year (session) ends or an election is called.',
    },
    matches: [/^bortfaldet$/i, /^bortfald$/i],
  },
  {
    slug: 'samling',
    name: { da: 'Samling', en: 'Session' },
    definition: {
      da: 'Folketingets arbejdsår. Det begynder første tirsdag i oktober; et valg afslutter samlingen og giver en ny (fx 2022-23, 1. samling).',
      en: 'The Folketing’s working year. It opens on the first Tuesday in October; an election ends the session and starts a new one (e.g. 2022-23, 1st session).',
    },
    matches: [/^samling$/i],
  },
  {
    slug: 'hverken-for-eller-imod',
    name: { da: 'Hverken for eller imod', en: 'Abstained' },
    definition: {
      da: 'Medlemmet var til stede og stemte, men hverken for eller imod. Det tæller ikke med på nogen af siderne.',
      en: 'The member was present and voted, but neither for nor against. It counts for neither side.',
    },
    matches: [/^hverken for eller imod$/i],
  },
  {
    slug: 'fravaer',
    name: { da: 'Fravær', en: 'Absent' },
    definition: {
      da: 'Medlemmet stemte ikke. Fravær er ofte aftalt: et medlem "parres" med et fra den modsatte side, så flertallet er det samme, som hvis begge havde stemt.',
      en: 'The member did not vote. Absence is often agreed: a member is "paired" with one from the other side, so the majority stays as if both had voted.',
    },
    matches: [/^fravær$/i],
  },
  {
    slug: 'parring',
    name: { da: 'Parring (clearing)', en: 'Pairing (clearing)' },
    definition: {
      da: 'En aftale om, at et medlem, der ikke kan være til stede, fx på grund af sygdom, barsel, rejse eller ministerarbejde, "parres" med et medlem fra den modsatte side, som så heller ikke stemmer. Begge står som fraværende (Fravær) i afstemningen, så et lavt fremmøde kan være aftalt og siger ikke alene noget om flid.',
      en: 'An arrangement by which a member who cannot attend, for example because of illness, parental leave, travel or ministerial work, is "paired" with a member from the other side, who then does not vote either. Both are recorded as absent (Fravær), so low attendance may have been agreed and says nothing about diligence by itself.',
    },
    matches: [/^parring$/i, /^clearing$/i],
  },
  {
    slug: 'uden-for-folketingsgrupperne',
    name: { da: 'Uden for folketingsgrupperne (UFG)', en: 'Independents (UFG)' },
    definition: {
      da: 'Medlemmer, der ikke hører til en folketingsgruppe, fx efter at have forladt deres parti. De har ingen fælles partilinje.',
      en: 'Members who belong to no parliamentary group, for example after leaving their party. They share no party line.',
    },
    matches: [/^uden for folketingsgrupperne$/i, /^ufg$/i],
  },
  {
    slug: 'resultat',
    name: { da: 'Resultat: sådan regner vi', en: 'Result: how we count' },
    definition: Object.fromEntries(
      (['da', 'en'] as const).map((locale) => [
        locale,
        (['final-vote', 'motions', 'motion', 'none', 'sources'] as const)
          .map((rule) => RESULT_RULE_TEXT[rule][locale])
          .join('\n\n'),
      ]),
    ) as Record<Locale, string>,
    matches: [],
  },
  {
    slug: 'konklusion',
    name: { da: 'Konklusion', en: 'Conclusion (the recorded result)' },
    definition: {
      da: 'ODA’s tekst med afstemningens resultat, fx "Vedtaget. 95 stemmer for forslaget (S, V …)". Den nævner partierne på hver side, men ikke de fraværende.',
      en: 'ODA’s text with the vote’s result, e.g. “Adopted. 95 votes for the proposal (S, V …)” (in Danish). It names the parties on each side but not those absent.',
    },
    matches: [/^konklusion$/i],
  },
  {
    slug: 'alm-del',
    name: { da: 'Alm. del', en: 'General part' },
    definition: {
      da: 'Et udvalgs almindelige del: spørgsmål, henvendelser og dokumenter, der ikke hører til et bestemt forslag.',
      en: 'A committee’s general part: questions, letters and documents that do not belong to a particular proposal.',
    },
    matches: [/^alm\. ?del$/i],
  },
  {
    slug: 'paragraf-20-spoergsmaal',
    name: { da: '§ 20-spørgsmål', en: 'Written question (§ 20)' },
    definition: {
      da: 'Et skriftligt spørgsmål fra et folketingsmedlem til en minister efter forretningsordenens § 20. Ministeren svarer skriftligt. Udvalgsspørgsmål stilles af et udvalg til en minister og ligger i udvalgets Alm. del eller i et lovforslags sag.',
      en: 'A written question from a member to a minister under § 20 of the Folketing’s rules of procedure; the minister answers in writing. Committee questions are put by a committee to a minister and are filed in the committee’s general part or in a bill’s case.',
    },
    matches: [/^§ ?20-spørgsmål$/i],
  },
  {
    slug: ANSWER_TIME_SLUG,
    name: { da: 'Svartid', en: 'Answer time' },
    definition: {
      da: 'Antal kalenderdage fra spørgsmålets dato til datoen for ministerens første svar. Spørgsmål uden svar tælles til i dag (datasættets dato). Et svar samme dag er 0 dage.\n\nMedian og 90 %-fraktil regnes over alle modtagne spørgsmål, også de ubesvarede; andelene besvaret inden for 7 og 28 dage er af alle modtagne. Et spørgsmål tælles hos den minister, der havde ministerposten på spørgsmålets dato.',
      en: 'Calendar days from the question’s date to the date of the minister’s first answer. Unanswered questions are counted to today (the dataset’s date). An answer on the same day is 0 days.\n\nThe median and 90th percentile are over all questions received, unanswered ones included; the shares answered within 7 and 28 days are of all received. A question counts for the minister who held the post on the question’s date.',
    },
    matches: [/^svartid$/i],
  },
];

/** The glossary's entry with an anchor; throws for one that is not there (a slug is a constant of the code). */
export function glossaryTerm(slug: string): GlossaryTerm {
  const term = GLOSSARY.find((t) => t.slug === slug);
  if (!term) throw new Error(`No glossary term "${slug}"`);
  return term;
}

/** The glossary's entry for a text as ODA writes it ('Stadfæstet', '3. behandling'); null when it has none. */
export function glossaryTermFor(text: string | null): GlossaryTerm | null {
  if (!text) return null;
  const trimmed = text.trim();
  return GLOSSARY.find((term) => term.matches.some((re) => re.test(trimmed))) ?? null;
}

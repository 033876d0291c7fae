import type { ResultRule } from '@/lib/data/cases/types';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The result rule of each case type in words (lib/data/cases/case-result.ts applies them), with how the sources are
 * weighed: the glossary's entry 'Resultat' (/ordliste#resultat) is these paragraphs, and a result box's "Sådan
 * regner vi" gives its type's paragraph and the sources'.
 */
export const RESULT_RULE_TEXT: Readonly<Record<ResultRule | 'sources', Readonly<Record<Locale, string>>>> = {
  'final-vote': {
    da: 'Lovforslag og beslutningsforslag: resultatet er den endelige afstemning (Endelig vedtagelse) ved sidste behandling — 3. behandling for et lovforslag, 2. for et beslutningsforslag; har sagen flere, den seneste. Ændringsforslag afgør aldrig sagen. Har sagen ingen endelig afstemning i datasættet, siger vi det og viser dens status (fx bortfaldet eller tilbagetaget).',
    en: 'Bills and parliamentary resolutions: the result is the final vote at the last reading — the third for a bill, the second for a resolution; with several, the latest. Amendments never decide the case. When the dataset holds no final vote, we say so and show the case’s status (for example lapsed or withdrawn).',
  },
  motions: {
    da: 'Forespørgsler (og redegørelsesdebatter): debatten slutter med afstemninger om forslag til vedtagelse (V 1, V 2 …). Der stemmes om dem ét ad gangen, og når ét er vedtaget, bortfalder resten. Resultatet er det vedtagne forslag — dets nummer, forslagsstillernes partier og stemmetallene — eller »ingen vedtaget«, når alle, der kom til afstemning, blev forkastet.',
    en: 'Interpellations (and debates on a report): the debate ends with votes on motions for a resolution (V 1, V 2 …). They are voted on one at a time, and once one is adopted the rest lapse. The result is the motion adopted — its number, its proposers’ parties and the counts — or “none adopted” when every motion voted on was rejected.',
  },
  motion: {
    da: 'Et forslag til vedtagelse: dets egen afstemning, eller »bortfaldet«, når et andet forslag i samme debat blev vedtaget først — og hvordan debatten endte.',
    en: 'A motion for a resolution: its own vote, or “lapsed” when another motion in the same debate was adopted first — and how the debate ended.',
  },
  none: {
    da: 'Andre sagstyper — fx § 20-spørgsmål, Alm. del, aktstykker og rådsmøder — afgøres ikke ved en afstemning i Folketingssalen; dér viser vi sagens status. Har sådan en sag alligevel en afstemning i dataene, viser vi dens seneste.',
    en: 'Other types of case — for example § 20 questions, a committee’s general part, appropriation documents and Council meetings — are not decided by a vote in the chamber; for them we show the case’s status. Should such a case have a vote in the data all the same, we show its latest.',
  },
  sources: {
    da: 'Udfaldet er ODA’s vedtaget-felt, og tallene er medlemmernes stemmer (uden dem konklusionens tal). Er ODA’s kilder uenige — vedtaget-feltet, konklusionsteksten og medlemmernes stemmer, to vedtagne forslag i én debat, eller sagens status og afstemningen — viser vi dem alle og vælger ikke.',
    en: 'The outcome is ODA’s adopted flag, and the counts are the members’ ballots (without them, the counts in the recorded result). Where ODA’s records disagree — the adopted flag, the recorded result and the ballots, two motions adopted in one debate, or the case’s status and its vote — we show them all rather than choose.',
  },
};

/**
 * Where each party sits in the chamber drawings, left to right: the one order every figure that places parties side
 * by side uses (the seat chart's wedges, the parties inside a case's For and Imod bars). docs/design.md states it.
 *
 * ODA records no seating plan, and the hall's own bench plan is redrawn after each election by seniority and deals
 * between the groups. The site draws the conventional political order instead — the one Folketinget's and the
 * newspapers' chamber graphics use: the red parties on the left, the blue on the right. Parties of earlier
 * Folketinger are placed where they stood in their time. By ODA's group code (`gruppenavnkort`).
 */
export const CHAMBER_ORDER: readonly string[] = [
  'DKP', // Danmarks Kommunistiske Parti
  'VS', // Venstresocialisterne
  'FK', // Fælles Kurs
  'EL', // Enhedslisten
  'SF', // SF – Socialistisk Folkeparti
  'FG', // Frie Grønne
  'ALT', // Alternativet
  'S', // Socialdemokratiet
  'RV', // Radikale Venstre
  'DR', // Danmarks Retsforbund
  'CD', // Centrum-Demokraterne
  'LC', // Liberalt Centrum
  'M', // Moderaterne
  'SL', // Slesvigsk Parti
  'KF', // Det Konservative Folkeparti
  'NY', // Ny Alliance (Liberal Alliance's forerunner)
  'V', // Venstre
  'LA', // Liberal Alliance
  'U', // De Uafhængige
  'DD', // Danmarksdemokraterne
  'DF', // Dansk Folkeparti
  'BP', // Borgernes Parti
  'FP', // Fremskridtspartiet
  'FRI', // Frihed 2000
  'NB', // Nye Borgerlige
  'KrF', // Kristeligt Folkeparti
  'KD', // Kristendemokraterne
];

/**
 * The members elected in Greenland and the Faroe Islands: after the Danish parties, as a group at the right end
 * (Greenland first), since they take sides by their own home politics rather than along the Danish line.
 */
export const NORTH_ATLANTIC_ORDER: readonly string[] = [
  'IA', // Inuit Ataqatigiit
  'SIU', // Siumut
  'N', // Naleraq
  'NQ', // Nunatta Qitornai
  'JF', // Javnaðarflokkurin
  'T', // Tjóðveldi
  'FF', // Fólkaflokkurin
  'SP', // Sambandsflokkurin
];

/** Members outside the groups (independents). */
const INDEPENDENTS = 'UFG';

/** Where each known code sits; a code the lists do not know takes the place after the Danish parties. */
const RANK = new Map<string, number>(
  [...CHAMBER_ORDER, ...NORTH_ATLANTIC_ORDER, INDEPENDENTS].map((code, i) => [
    code,
    i < CHAMBER_ORDER.length ? i : i + 1,
  ]),
);
const UNKNOWN_RANK = CHAMBER_ORDER.length;
const NO_PARTY_RANK = RANK.size + 1;

/**
 * Orders two party codes left to right in the chamber: the Danish parties in {@link CHAMBER_ORDER}; a code the list
 * does not know (an old group, or one ODA adds later) right after them, by code; then the North Atlantic members;
 * then the independents (UFG); members without a recorded party (null) last.
 */
export function byChamberOrder(a: string | null, b: string | null): number {
  // Codes compare letter by letter, not as Danish words (in which 'AA' is 'Å').
  return rank(a) - rank(b) || ((a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0);
}

function rank(code: string | null): number {
  return code === null ? NO_PARTY_RANK : (RANK.get(code) ?? UNKNOWN_RANK);
}

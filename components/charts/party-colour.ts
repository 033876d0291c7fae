import { contrast } from '@/components/charts/colour';

/**
 * The parties' colours: the one table the site draws parties with (seat chart arcs, swatches beside party names).
 * Each is close to the colour the party uses in its own material, darkened where needed to hold 3:1 against white
 * (WCAG's contrast for graphics), since the swatches sit on the page's white. A colour never carries meaning alone:
 * every swatch stands beside the party's name or code. docs/design.md lists them with the rest of the palette.
 */
const PARTY_COLOUR: Readonly<Record<string, string>> = {
  S: '#b91c2e', // Socialdemokratiet
  V: '#1d4f91', // Venstre
  DF: '#a8850d', // Dansk Folkeparti (yellow, darkened)
  SF: '#c0306f', // SF – Socialistisk Folkeparti
  RV: '#6a2c91', // Radikale Venstre
  KF: '#1f6b43', // Det Konservative Folkeparti
  EL: '#c2410c', // Enhedslisten
  LA: '#0e7f8f', // Liberal Alliance
  ALT: '#2e7628', // Alternativet
  NB: '#0a6468', // Nye Borgerlige
  M: '#7c4dbb', // Moderaterne
  DD: '#3e6fb8', // Danmarksdemokraterne
  KD: '#7a6a48', // Kristendemokraterne
  KrF: '#7a6a48', // Kristeligt Folkeparti (KD's forerunner)
  FP: '#4b6a94', // Fremskridtspartiet
  CD: '#8f7a1c', // Centrum-Demokraterne
  DR: '#8a5a2b', // Danmarks Retsforbund
  DKP: '#8b1a1a', // Danmarks Kommunistiske Parti
  VS: '#a3261f', // Venstresocialisterne
  FK: '#b45309', // Fælles Kurs
  SIU: '#b8322f', // Siumut (Greenland)
  IA: '#9f1d2a', // Inuit Ataqatigiit (Greenland)
  N: '#6d3f99', // Naleraq (Greenland)
  JF: '#b3263f', // Javnaðarflokkurin (Faroe Islands)
  SP: '#2f5d9a', // Sambandsflokkurin (Faroe Islands)
  T: '#2f7d3a', // Tjóðveldi (Faroe Islands)
  UFG: '#57534e', // Uden for folketingsgrupperne (independents)
};

/** The codes the table knows. */
export const PARTY_CODES: readonly string[] = Object.keys(PARTY_COLOUR);

/** For a party the table does not know: a neutral stone grey. */
export const UNKNOWN_PARTY_COLOUR = '#78716c';

/** The colour to draw a party with, by its ODA group code (`gruppenavnkort`); grey for unknown or no party. */
export function partyColour(code: string | null): string {
  return (code !== null && PARTY_COLOUR[code]) || UNKNOWN_PARTY_COLOUR;
}

/** Text to write on a party's colour: white where it holds 4.5:1, else near-black. */
export function partyTextColour(code: string | null): string {
  const fill = partyColour(code);
  return contrast(fill, WHITE) >= contrast(fill, INK) ? WHITE : INK;
}

const WHITE = '#ffffff';
const INK = '#1c1917';

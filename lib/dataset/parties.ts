/** Parliamentary groups (Folketingsgrupper) as ODA codes and names them (docs/oda.md#party-codes). */
export interface Party {
  readonly code: string;
  readonly name: string;
  /** Sessions (by start year) in which the group existed in the Folketing, inclusive. */
  readonly from: number;
  readonly to: number;
  /** Left–right position 0..10, used to make votes follow plausible blocs. */
  readonly position: number;
  /** Elected in Greenland or the Faroe Islands. */
  readonly northAtlantic?: 'GL' | 'FO';
}

export const PARTIES: readonly Party[] = [
  { code: 'S', name: 'Socialdemokratiet', from: 1952, to: 2100, position: 4 },
  { code: 'V', name: 'Venstre, Danmarks Liberale Parti', from: 1952, to: 2100, position: 7 },
  { code: 'KF', name: 'Det Konservative Folkeparti', from: 1952, to: 2100, position: 7.5 },
  { code: 'RV', name: 'Radikale Venstre', from: 1952, to: 2100, position: 4.5 },
  { code: 'DKP', name: 'Danmarks kommunistiske parti', from: 1952, to: 1978, position: 0 },
  { code: 'DR', name: 'Danmarks Retsforbund', from: 1952, to: 1980, position: 5 },
  { code: 'SL', name: 'Slesvigsk parti', from: 1953, to: 1963, position: 6 },
  { code: 'U', name: 'De uafhængige', from: 1953, to: 1965, position: 8 },
  { code: 'SF', name: 'Socialistisk Folkeparti', from: 1960, to: 2100, position: 2 },
  { code: 'LC', name: 'Liberalt centrum', from: 1966, to: 1970, position: 6 },
  { code: 'VS', name: 'Venstresocialisterne', from: 1968, to: 1987, position: 0.5 },
  { code: 'KrF', name: 'Kristeligt Folkeparti', from: 1973, to: 2004, position: 7 },
  { code: 'CD', name: 'Centrum-demokraterne', from: 1973, to: 2000, position: 5.5 },
  { code: 'FP', name: 'Fremskridtspartiet', from: 1973, to: 2000, position: 9 },
  { code: 'EL', name: 'Enhedslisten - De Rød-Grønne', from: 1994, to: 2100, position: 0.5 },
  { code: 'DF', name: 'Dansk Folkeparti', from: 1995, to: 2100, position: 8.5 },
  { code: 'NY', name: 'Ny Alliance', from: 2007, to: 2007, position: 6 },
  { code: 'LA', name: 'Liberal Alliance', from: 2008, to: 2100, position: 9 },
  { code: 'ALT', name: 'Alternativet', from: 2014, to: 2100, position: 2.5 },
  { code: 'NB', name: 'Nye Borgerlige', from: 2019, to: 2024, position: 9.5 },
  { code: 'FG', name: 'Frie Grønne', from: 2020, to: 2022, position: 2 },
  { code: 'M', name: 'Moderaterne', from: 2022, to: 2100, position: 6 },
  { code: 'DD', name: 'Danmarksdemokraterne', from: 2022, to: 2100, position: 8 },
  { code: 'BP', name: 'Borgernes Parti', from: 2024, to: 2100, position: 8.5 },
  { code: 'SIU', name: 'Siumut', from: 1952, to: 2100, position: 3.5, northAtlantic: 'GL' },
  { code: 'IA', name: 'Inuit Ataqatigiit', from: 1978, to: 2100, position: 2, northAtlantic: 'GL' },
  { code: 'N', name: 'Naleraq', from: 2025, to: 2100, position: 6, northAtlantic: 'GL' },
  { code: 'JF', name: 'Javnaðarflokkurin', from: 1952, to: 2100, position: 4, northAtlantic: 'FO' },
  { code: 'SP', name: 'Sambandsflokkurin', from: 1952, to: 2100, position: 7, northAtlantic: 'FO' },
  { code: 'T', name: 'Tjóðveldi', from: 1960, to: 2100, position: 3, northAtlantic: 'FO' },
  { code: 'FF', name: 'Fólkaflokkurin', from: 1952, to: 2100, position: 7.5, northAtlantic: 'FO' },
];

/** The pseudo-group of members outside the parliamentary groups. */
export const UFG = { code: 'UFG', name: 'Uden for folketingsgrupperne' } as const;

export const partyByCode = (code: string): Party => {
  const p = PARTIES.find((x) => x.code === code);
  if (!p) throw new Error(`Unknown party ${code}`);
  return p;
};

/** An election term with the seats won. Seat numbers for 2011–2022 follow the real results. */
export interface Term {
  readonly election: string;
  readonly seats: Readonly<Record<string, number>>;
  /** Government parties, then the parties that support it. */
  readonly government: readonly string[];
  readonly support: readonly string[];
  /** Members changing group during the term. */
  readonly switches: readonly { readonly date: string; readonly from: string; readonly to: string }[];
}

export const TERMS: readonly Term[] = [
  {
    election: '2011-09-15',
    seats: { S: 44, V: 47, DF: 22, RV: 17, SF: 16, EL: 12, LA: 9, KF: 8, SIU: 1, IA: 1, JF: 1, SP: 1 },
    government: ['S', 'RV', 'SF'],
    support: ['EL'],
    switches: [
      { date: '2014-02-12', from: 'SF', to: 'S' },
      { date: '2014-03-20', from: 'SF', to: 'UFG' },
      { date: '2014-10-07', from: 'RV', to: 'ALT' },
      { date: '2014-10-07', from: 'SF', to: 'ALT' },
      { date: '2014-11-18', from: 'V', to: 'UFG' },
    ],
  },
  {
    election: '2015-06-18',
    seats: { DF: 37, S: 47, V: 34, EL: 14, LA: 13, ALT: 9, RV: 8, SF: 7, KF: 6, SIU: 1, IA: 1, JF: 1, SP: 1 },
    government: ['V', 'LA', 'KF'],
    support: ['DF'],
    switches: [
      { date: '2016-09-01', from: 'DF', to: 'UFG' },
      { date: '2017-05-10', from: 'ALT', to: 'UFG' },
      { date: '2018-03-06', from: 'S', to: 'UFG' },
    ],
  },
  {
    election: '2019-06-05',
    seats: {
      S: 48,
      V: 43,
      DF: 16,
      RV: 16,
      SF: 14,
      EL: 13,
      KF: 12,
      ALT: 5,
      NB: 4,
      LA: 4,
      SIU: 1,
      IA: 1,
      JF: 1,
      SP: 1,
    },
    government: ['S'],
    support: ['RV', 'SF', 'EL'],
    switches: [
      { date: '2020-03-09', from: 'ALT', to: 'UFG' },
      { date: '2020-10-06', from: 'ALT', to: 'FG' },
      { date: '2020-10-06', from: 'ALT', to: 'FG' },
      { date: '2021-02-04', from: 'V', to: 'UFG' },
      { date: '2021-11-16', from: 'DF', to: 'UFG' },
      { date: '2022-01-20', from: 'DF', to: 'UFG' },
    ],
  },
  {
    election: '2022-11-01',
    seats: {
      S: 50,
      V: 23,
      M: 16,
      SF: 15,
      DD: 14,
      LA: 14,
      KF: 10,
      EL: 9,
      RV: 7,
      NB: 6,
      ALT: 6,
      DF: 5,
      SIU: 1,
      IA: 1,
      JF: 1,
      SP: 1,
    },
    government: ['S', 'V', 'M'],
    support: [],
    switches: [
      { date: '2023-08-15', from: 'M', to: 'UFG' },
      { date: '2024-02-01', from: 'NB', to: 'UFG' },
      { date: '2024-06-10', from: 'NB', to: 'DD' },
      { date: '2024-10-01', from: 'NB', to: 'BP' },
      { date: '2024-10-01', from: 'NB', to: 'UFG' },
      { date: '2024-10-01', from: 'NB', to: 'UFG' },
      { date: '2024-10-01', from: 'NB', to: 'DF' },
      { date: '2025-03-11', from: 'M', to: 'UFG' },
    ],
  },
  {
    election: '2026-03-24',
    seats: {
      S: 38,
      SF: 20,
      V: 18,
      LA: 17,
      DD: 14,
      DF: 14,
      KF: 13,
      M: 12,
      EL: 10,
      RV: 8,
      ALT: 5,
      BP: 6,
      SIU: 1,
      IA: 1,
      JF: 1,
      SP: 1,
    },
    government: ['S', 'SF', 'RV', 'M'],
    support: ['EL', 'ALT'],
    switches: [{ date: '2026-09-15', from: 'DD', to: 'UFG' }],
  },
];

/** The order in which konklusion texts conventionally list the groups. */
export const KONKLUSION_ORDER: readonly string[] = [
  'S',
  'V',
  'DF',
  'RV',
  'SF',
  'EL',
  'LA',
  'KF',
  'ALT',
  'NB',
  'FG',
  'M',
  'DD',
  'BP',
  'SIU',
  'IA',
  'N',
  'JF',
  'SP',
  'T',
  'UFG',
];

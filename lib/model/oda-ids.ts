/**
 * The one home for ODA ids and codes the site relies on (docs/oda.md#value-lists). SQL uses them by interpolating these
 * constants (numbers only, never user input) or binding them, so each id is written here and nowhere else.
 */

/** The largest ODA id: ids are Edm.Int32 (docs/oda.md#service). */
export const MAX_ODA_ID = 2_147_483_647;

/** Whether `id` can be an ODA id (Edm.Int32, positive). */
export function isOdaId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ODA_ID;
}

/**
 * `Aktørtype` ids with a page of their own (docs/oda.md#actor-types), and 12 'Privatperson', whom a transcript's
 * speaker is linked to only when no person (5) has the name (docs/referat-linking.md).
 */
export const AKTOERTYPE = {
  ministerområde: 1,
  ministertitel: 2,
  udvalg: 3,
  folketingsgruppe: 4,
  person: 5,
  privatperson: 12,
} as const;

/**
 * `AktørAktørRolle` ids (docs/oda.md#actor-roles): 15 'medlem', a person's membership of a group (docs/oda.md#party-membership); 8 'Minister',
 * a person's (`fraaktørid`) post as a minister, linked to a Ministertitel actor (`tilaktørid`, Aktørtype 2).
 */
export const AKTOERAKTOERROLLE = { medlem: 15, minister: 8 } as const;

/**
 * `AktørAktørRolle` ids of a chair (docs/oda.md#actor-roles), the offices a politician's page names beside a minister
 * post: 7 'folketingets formand'; 1, 9, 5 and 11 '1.'–'4. næstformand' (the Præsidium); 16 'formand' and 14
 * 'næstformand' (of a committee, a delegation or another body).
 */
export const CHAIR_ROLES: readonly number[] = [7, 1, 9, 5, 11, 16, 14];

/** `Stemmetype` ids (docs/oda.md#ballot-types); 0 stands for a missing or unknown type. */
export const STEMMETYPE = { unknown: 0, for: 1, against: 2, absent: 3, abstain: 4 } as const;

/** The group code of independents (`gruppenavnkort`): each sits in a group of their own, with no party line. */
export const INDEPENDENTS = 'UFG';

/** What the site calls the independents' group. */
export const INDEPENDENTS_NAME = 'Uden for folketingsgrupperne';

/**
 * `Afstemningstype` ids (docs/oda.md#vote-types): 1 'Endelig vedtagelse', the vote that decides a bill or motion; 3
 * 'Forslag til vedtagelse', a motion for a resolution (a forespørgsel may end with several); 4 'Ændringsforslag', an
 * amendment.
 */
export const AFSTEMNINGSTYPE = {
  endeligVedtagelse: 1,
  forslagTilVedtagelse: 3,
  aendringsforslag: 4,
} as const;

/** `Mødetype` ids: 1 'Møde i salen', a sitting of the whole Folketing, numbered within the session. */
export const MOEDETYPE = { salen: 1 } as const;

/** `Mødestatus` ids: 2 'Afholdt' (held), 3 'Aflyst' (cancelled), 4 'Udsat' (postponed). */
export const MOEDESTATUS = { afholdt: 2, aflyst: 3, udsat: 4 } as const;

/**
 * `SagAktørRolle` ids (docs/oda.md#case-actor-roles): who brought a case — the government's or a member's proposal, or
 * the members who asked a forespørgsel — and 11 'Henvist til', the committee a case (a bill, a committee's Alm. del
 * folder) is referred to.
 */
export const SAGAKTOERROLLE = {
  forespørger: 15,
  forslagsstillerPriv: 16,
  forslagsstillerReg: 19,
  henvistTil: 11,
} as const;

/**
 * `Sagstype` ids (docs/oda.md#case-types): 2 'Forespørgsel', 3 'Lovforslag', 4 'Alm. del' (a committee's general
 * folder, holding its questions), 5 'Beslutningsforslag', 9 'Forslag til vedtagelse' (a motion tabled in a debate,
 * numbered 'V 12', linked to its debate by `fremsatundersagid`), 10 '§ 20-spørgsmål' (a member's question to a
 * minister, with its answers), 11 'Redegørelse'.
 */
export const SAGSTYPE = {
  forespoergsel: 2,
  lovforslag: 3,
  almDel: 4,
  beslutningsforslag: 5,
  forslagTilVedtagelse: 9,
  paragraf20Spoergsmaal: 10,
  redegoerelse: 11,
} as const;

/** `Sagstrinstype` ids (docs/oda.md#step-types): 3 'Forhandling', 10 '2. behandling', 17 '3. behandling'. */
export const SAGSTRINSTYPE = { forhandling: 3, andenBehandling: 10, tredjeBehandling: 17 } as const;

/**
 * `Dokumenttype` ids (docs/oda.md#document-types): 13 'Spørgsmål' (a committee question), 16 '§ 20-spørgsmål' (a
 * member's question to a minister), 17 'Svar' (an answer, pointing at its question by `spørgsmålsid`).
 */
export const DOKUMENTTYPE = { spoergsmaal: 13, paragraf20Spoergsmaal: 16, svar: 17 } as const;

/**
 * `DokumentAktørRolle` ids (docs/oda.md#document-actor-roles): 6 'Spørger', the member who asks a question, and 7
 * 'Medspørger', one who asks with them; 8 'Til', whom a question is put to (a Ministertitel actor, Aktørtype 2, for a
 * question to a minister); 4 'Besvaret af', who answered (on an answer, the ministry).
 */
export const DOKUMENTAKTOERROLLE = { besvaretAf: 4, spoerger: 6, medspoerger: 7, til: 8 } as const;

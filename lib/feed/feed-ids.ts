/*
 * Atom ids (RFC 4287 §4.2.6: permanent, never reused) as tag URIs (RFC 4151): `tag:<domain>,2026:<what>`. The
 * domain is the site's configured host (SITE_URL) or tingdata.dk — not the host a request came to — so an entry
 * keeps its id however the feed was fetched, as a meeting's calendar UID does (lib/export/meeting-calendar.ts).
 * 2026 is the year the scheme was minted; it never changes.
 */

/** The tag URI of `specific` (a path-like name: 'afstemning/5', 'aktoer/7/afstemning/5'). */
export const tagUri = (domain: string, specific: string): string => `tag:${domain},2026:${specific}`;

/** The ids of what the feeds hold; one entry keeps its id in every feed it appears in. */
export const FEED_IDS = {
  /** A vote as an entry (new votes, a case's feed). */
  vote: (voteId: number) => `afstemning/${voteId}`,
  /** One member's ballot on a vote (a politician's feed). */
  ballot: (actorId: number, voteId: number) => `aktoer/${actorId}/afstemning/${voteId}`,
  /** A member's break with their party group on a vote (the rebellions feed). */
  rebellion: (actorId: number, voteId: number) => `brud/aktoer/${actorId}/afstemning/${voteId}`,
  /** A party's side on a vote (a party's feed); the code percent-encoded as in its path. */
  partyVote: (code: string, voteId: number) => `parti/${encodeURIComponent(code)}/afstemning/${voteId}`,
  /** A step of a case (a case's feed). */
  caseStep: (caseId: number, stepId: number) => `sag/${caseId}/sagstrin/${stepId}`,
  /** A vote expected at an agenda item of an upcoming sitting (`Dagsordenspunkt.id`). */
  upcoming: (agendaItemId: number) => `kommende/dagsordenspunkt/${agendaItemId}`,
  /** A case as a search hit. */
  case: (caseId: number) => `sag/${caseId}`,
  /** A speech in a plenary debate (a politician's speech feed); its id survives a re-released transcript. */
  speech: (speechId: number) => `tale/${speechId}`,
  /** A document as a search hit. */
  document: (documentId: number) => `dokument/${documentId}`,
  /**
   * A feed, by its address: path and canonical query ('/afstemninger/feed.xml?samling=20241'); the English feed
   * under `/en` is another feed (other words), with its own id.
   */
  feed: (pathAndQuery: string) => `feed${pathAndQuery}`,
} as const;

/**
 * A member's profile as read from `Aktør.biografi` (docs/oda.md#biografi). Every string is plain text: XML and HTML
 * entities decoded, markup removed, whitespace collapsed. Nothing here is HTML, and nothing may be rendered as such.
 * Fields the document does not give (or gives in a shape we cannot read with confidence) are null or empty.
 */
export interface Biografi {
  /** Which of the two real structures the document has: root `membersMember` (legacy) or `member` (current). */
  readonly format: 'legacy' | 'current';
  /** `firstname` and `lastname` joined ("Pia Olsen Dyhr"); else the `title` without its party code. */
  readonly name: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** The party's name ("Socialistisk Folkeparti"). */
  readonly party: string | null;
  /** The party code: current `partyShortname`, else the code in brackets at the end of the legacy `title`. */
  readonly partyShortName: string | null;
  /** The current format's `formattedTitle` ("Medlem af Folketinget", "Udenrigsminister"); the legacy has none. */
  readonly title: string | null;
  /** The current format's `formattedTitles`, split at semicolons. */
  readonly titles: readonly string[];
  readonly profession: string | null;
  /** Current member (status 1) or former (status 0); null when the document does not say (legacy). */
  readonly status: 'current' | 'former' | null;
  /** ISO date: current `born` (DD-MM-YYYY), else the "født 30. november 1971" at the start of `memberData`. */
  readonly born: string | null;
  /** ISO date from the current format's `died`. */
  readonly died: string | null;
  /** The current format's `sex`, as the data spells it. */
  readonly sex: 'Mand' | 'Kvinde' | null;
  /** `career/currentConstituency`: "Folketingsmedlem for … i Københavns Storkreds fra 18. jun 2015". */
  readonly constituency: string | null;
  /** Earlier seats, spells as substitute and nominations, in document order within each kind. */
  readonly career: readonly CareerLine[];
  readonly educations: readonly string[];
  readonly occupations: readonly string[];
  /** Positions of trust outside parliament (`positionOfTrust`, `positionsOfTrust`). */
  readonly positionsOfTrust: readonly string[];
  /** Positions of trust in parliament (`parliamentaryPositionOfTrust`): party chair, spokesperson since … */
  readonly parliamentaryPositionsOfTrust: readonly string[];
  /** Minister posts as written: "Transportminister fra 9. aug 2013 til 3. feb 2014". */
  readonly ministerPosts: readonly string[];
  /** Spokesperson roles (`currentSpokesmens/spokesMan`, `spokesmen/spokesman`): "Handicapordfører". */
  readonly spokespersonRoles: readonly string[];
  readonly email: string | null;
  /**
   * The official photo (`pictureMiRes`; the current format's `pictureHiRes` when that is missing): an https URL
   * on ft.dk — http is upgraded, other hosts and schemes are dropped, and so are zip archives.
   */
  readonly pictureUrl: string | null;
  /** The member's page on ft.dk, https; relative current-format paths are resolved against www.ft.dk. */
  readonly profileUrl: string | null;
  /** The personal paragraph(s) (`memberData`), HTML entities decoded; paragraphs separated by a blank line. */
  readonly memberData: string | null;
}

/** One line of a member's parliamentary career. */
export interface CareerLine {
  /** An earlier seat (`constituency`), a spell as substitute (`substitute`) or a candidacy (`nomination`). */
  readonly kind: 'constituency' | 'substitute' | 'nomination';
  readonly text: string;
}

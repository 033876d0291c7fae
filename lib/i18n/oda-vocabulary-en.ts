/*
 * English names of ODA's closed vocabularies — the rows of its type, status, category and role tables, whose
 * Danish texts the pages show (docs/oda.md#value-lists: the lists are fixed). Keyed on the Danish text as ODA writes it,
 * because several names repeat under other ids. A text not here is shown in Danish, marked `lang="da"`
 * (lib/i18n/oda-terms.ts): never a guess.
 */

/** `Sagstype.type`. */
export const CASE_TYPES: ReadonlyMap<string, string> = new Map([
  ['UMF-del', 'UMF part'],
  ['Forespørgsel', 'Interpellation'],
  ['Lovforslag', 'Bill'],
  ['Alm. del', 'General part'],
  ['Beslutningsforslag', 'Parliamentary resolution'],
  ['Rådsmøde', 'Council meeting'],
  ['Kommissionsforslag', 'Commission proposal'],
  ['Aktstykke', 'Appropriation request'],
  ['Forslag til vedtagelse', 'Motion for a resolution'],
  ['§ 20-spørgsmål', 'Section 20 question'],
  ['Redegørelse', 'Statement'],
  ['Indkaldelse af stedfortræder', 'Calling in a substitute'],
  ['Statsrevisorerne', 'Public Accounts Committee'],
]);

/** `Sagskategori.kategori`. */
export const CASE_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['Alm. del', 'General part'],
  ['Spørgsmål', 'Question'],
  ['Samråd', 'Consultation'],
  ['Høring', 'Hearing'],
  ['Henvendelse', 'Letter'],
  ['Orientering', 'Briefing'],
  ['Beretning', 'Report'],
  ['Finanslov', 'Finance act'],
  ['Tillægsbevilling', 'Supplementary appropriation'],
  ['Aktstykke', 'Appropriation request'],
  ['Forespørgselsdebat', 'Interpellation debate'],
  ['Beslutningsforslag', 'Parliamentary resolution'],
  ['Lovforslag (regeringen)', 'Bill (government)'],
  ['Lovforslag (privat)', 'Bill (private member’s)'],
  ['Redegørelsesdebat', 'Debate on a statement'],
  ['EU-sag', 'EU matter'],
  ['Rådsmøde', 'Council meeting'],
  ['Statsrevisorernes beretning', 'Report of the Public Accounts Committee'],
  ['Kategori 19 (øvrige sager)', 'Category 19 (other cases)'],
  ['Stedfortræder', 'Substitute'],
]);

/** Readings as the statuses abbreviate them (`2. beh.`), for the composite statuses below. */
const READINGS: readonly (readonly [string, string])[] = [
  ['1. (eneste) behandling', '1st (only) reading'],
  ['Eneste behandling', 'Only reading'],
  ['1. beh.', '1st reading'],
  ['2. beh.', '2nd reading'],
  ['2. beh', '2nd reading'],
  ['3. beh.', '3rd reading'],
  ['3.beh.', '3rd reading'],
];

/** Outcomes and states: `Sagsstatus`, `Sagstrinsstatus`, `Dokumentstatus` and `Mødestatus` share these words. */
const STATES: readonly (readonly [string, string])[] = [
  ['Afsluttet', 'Concluded'],
  ['Afgivet', 'Submitted'],
  ['Forkastet', 'Rejected'],
  ['Tilbagetaget', 'Withdrawn'],
  ['Forhandlet', 'Debated'],
  ['Anmeldt', 'Announced'],
  ['Fremmet', 'Admitted for debate'],
  ['Igangværende', 'Ongoing'],
  ['Udgået', 'Dropped'],
  ['Vedtaget', 'Adopted'],
  ['Stadfæstet', 'Given royal assent'],
  ['Ingen forhandling', 'No debate'],
  ['Bortfaldet', 'Lapsed'],
  ['Foretaget', 'Done'],
  ['Foreløbig', 'Provisional'],
  ['Afholdt', 'Held'],
  ['Betænkning afgivet', 'Committee report submitted'],
  ['Besvaret, endeligt', 'Answered (final)'],
  ['Besvaret, foreløbigt', 'Answered (provisional)'],
  ['Besvaret', 'Answered'],
  ['Tiltrådt', 'Approved'],
  ['Ikke afgjort', 'Not decided'],
  ['Fremsat', 'Introduced'],
  ['Fremsat/henvist til udvalg', 'Introduced/referred to committee'],
  ['Taget til efterretning', 'Noted'],
  ['Henvist til udvalg', 'Referred to committee'],
  ['Henstående', 'Pending'],
  ['Henstår', 'Pending'],
  ['Tillægsbetænkning afgivet', 'Supplementary report submitted'],
  ['Behandlet', 'Dealt with'],
  ['Delt', 'Divided'],
  ['Beretning afgivet', 'Report submitted'],
  ['Aflyst', 'Cancelled'],
  ['Stedfortræder godkendt', 'Substitute approved'],
  ['Afventer opfølgning', 'Awaiting follow-up'],
  ['Ophør anmeldt', 'End announced'],
  ['Skal forhandles', 'To be debated'],
  ['Godkendt orlov', 'Leave approved'],
  ['Orlov godkendt', 'Leave approved'],
  ['Forhandling afsluttet', 'Debate concluded'],
  ['Spørgsmål afvist', 'Question refused'],
  ['Afvist', 'Refused'],
  ['Optaget', 'Taken up'],
  ['Forhandlet i udvalg/delegation', 'Debated in committee/delegation'],
  ['Udsat', 'Postponed'],
  ['Afbrudt', 'Interrupted'],
  ['Direkte til 2. behandling', 'Straight to 2nd reading'],
  ['Direkte til 3. behandling', 'Straight to 3rd reading'],
  ['Godkendt', 'Approved'],
  ['Planlagt', 'Planned'],
  ['Indkaldt', 'Called'],
  ['Ophørt', 'Ended'],
  ['Sambehandlet', 'Dealt with together'],
  ['Ændringsforslag vedtaget', 'Amendment adopted'],
  ['Ændringsforslag forkastet', 'Amendment rejected'],
  ['Endeligt', 'Final'],
  ['Låst', 'Locked'],
  ['Omdelt', 'Distributed'],
  ['Foreløbigt', 'Provisional'],
];

/** The state after a reading in a composite status (`…/Henvist til udvalg`), lower case as English runs on. */
const AFTER_READING: readonly (readonly [string, string])[] = [
  ['Henvist til udvalg', 'referred to committee'],
  ['henvist til udvalg', 'referred to committee'],
  ['Direkte til 2. beh.', 'straight to 2nd reading'],
  ['Direkte til 3. beh.', 'straight to 3rd reading'],
  ['Vedtaget', 'adopted'],
  ['Forkastet', 'rejected'],
  ['Bortfaldet', 'lapsed'],
  ['udsat', 'postponed'],
];

/**
 * A status in one of ODA's status tables: a plain state (`Vedtaget`), or a reading with what came of it
 * (`2. beh./Henvist til udvalg`, `3. beh. afbrudt/udsat`, `1. (eneste) behandling/Vedtaget`); null when unknown.
 */
export function statusInEnglish(status: string): string | null {
  const plain = STATES.find(([da]) => da === status)?.[1];
  if (plain) return plain;
  const slash = status.indexOf('/');
  if (slash < 0) return null;
  let reading = status.slice(0, slash).trim();
  const interrupted = / afbrudt$/.test(reading);
  if (interrupted) reading = reading.replace(/ afbrudt$/, '');
  const english = READINGS.find(([da]) => da === reading)?.[1];
  const after = AFTER_READING.find(([da]) => da === status.slice(slash + 1).trim())?.[1];
  if (!english || !after) return null;
  return `${english}${interrupted ? ' interrupted' : ''}: ${after}`;
}

/** `Mødetype.type`. */
export const MEETING_TYPES: ReadonlyMap<string, string> = new Map([
  ['Møde i salen', 'Sitting in the chamber'],
  ['Udvalgsmøde', 'Committee meeting'],
  ['Åbent samråd', 'Open consultation'],
  ['Høring', 'Hearing'],
  ['Temamøde', 'Theme meeting'],
  ['Delegationsmøde', 'Delegation meeting'],
]);

/** `Dokumenttype.type`. */
export const DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['Redegørelse', 'Statement'],
  ['Stedfortræderbrev', 'Substitute letter'],
  ['Ministerredegørelse', 'Ministerial statement'],
  ['Aktstykke', 'Appropriation request'],
  ['Forespørgsel', 'Interpellation'],
  ['EU-note', 'EU note'],
  ['Fremsættelsestale', 'Introductory speech'],
  ['Referat', 'Minutes'],
  ['Formandsmeddelelse', 'Speaker’s announcement'],
  ['Notat', 'Memo'],
  ['Statsrevisorbemærkning', 'Public Accounts Committee remark'],
  ['Bilag', 'Annex'],
  ['Spørgsmål', 'Question'],
  ['Indstilling til EB', 'Recommendation to the EB'],
  ['Beretning', 'Report'],
  ['§ 20-spørgsmål', 'Section 20 question'],
  ['Svar', 'Answer'],
  ['Kommissionsforslag', 'Commission proposal'],
  ['Grundnotat', 'Basic memo'],
  ['Rådsmødedokument', 'Council meeting document'],
  ['Forslagstekst', 'Text of the proposal'],
  ['Dagsorden', 'Agenda'],
  ['Tekstdel', 'Text part'],
  ['Orlovsansøgning', 'Application for leave'],
  ['Ugeplan', 'Weekly plan'],
  ['Andet', 'Other'],
  ['Info-note', 'Info note'],
  ['Godkendelsesindstilling', 'Recommendation for approval'],
]);

/** `Dokumentkategori.kategori`. */
export const DOCUMENT_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['Folketingsdokument', 'Folketing document'],
  ['Udvalgsdokument', 'Committee document'],
  ['Ministerdokument', 'Ministerial document'],
  ['EU-dokument', 'EU document'],
  ['Henvendelse', 'Letter'],
  ['Høringssvar', 'Consultation response'],
  ['Offentligt bilag', 'Public annex'],
  ['Internt bilag', 'Internal annex'],
  ['Mødedokument', 'Meeting document'],
  ['Andet', 'Other'],
]);

/** `SagDokumentRolle.rolle`: what a document is to its case. */
export const CASE_DOCUMENT_ROLES: ReadonlyMap<string, string> = new Map([
  ['Bilag', 'Annex'],
  ['Forslag', 'Proposal'],
  ['Betænkning', 'Committee report'],
  ['Spørgsmål', 'Question'],
  ['Svar', 'Answer'],
  ['Fremsættelsestale', 'Introductory speech'],
  ['Ændringsforslag', 'Amendment'],
  ['Grundnotat', 'Basic memo'],
  ['Samlenotat', 'Summary memo'],
  ['Referat', 'Minutes'],
  ['Høringssvar', 'Consultation response'],
  ['Henvendelse', 'Letter'],
  ['Aktstykke', 'Appropriation request'],
  ['Beretning', 'Report'],
  ['Lovtekst', 'Text of the act'],
]);

/** `SagAktørRolle.rolle`, `DokumentAktørRolle.rolle`, `SagstrinAktørRolle.rolle`: who someone is to a record. */
export const RECORD_ROLES: ReadonlyMap<string, string> = new Map([
  ['Taler', 'Speaker'],
  ['Ordfører for forslagsstillerne', 'Spokesperson for the proposers'],
  ['Ordfører for forespørgerne', 'Spokesperson for the interpellators'],
  ['Ordfører', 'Spokesperson'],
  ['Tidligere henvist til', 'Formerly referred to'],
  ['Af', 'By'],
  ['Medspørger', 'Co-questioner'],
  ['Ministerområde', 'Ministerial area'],
  ['Privatist', 'Private individual'],
  ['Kopi sendt til', 'Copy sent to'],
  ['Kopi til', 'Copy to'],
  ['Relevant for', 'Relevant to'],
  ['Spørger', 'Questioner'],
  ['Henvist til', 'Referred to'],
  ['Udsteder', 'Issuer'],
  ['Optaget af', 'Taken up by'],
  ['Minister', 'Minister'],
  ['Forespørger', 'Interpellator'],
  ['Forslagsstiller (priv.)', 'Proposer (private)'],
  ['Forslagsstiller (reg.)', 'Proposer (government)'],
  ['Forslagsstiller', 'Proposer'],
  ['Til', 'To'],
  ['Afgivet af', 'Submitted by'],
  ['Orlovssøgende', 'Applying for leave'],
  ['Stedfortræder', 'Substitute'],
  ['Statsrevisor inhabil', 'Auditor disqualified'],
  ['Besvaret af', 'Answered by'],
  ['Afsender', 'Sender'],
  ['Stiller/MFU', 'Proposer/MFU'],
  ['Stiller', 'Proposer'],
  ['Adressat', 'Addressee'],
  ['Modtager', 'Recipient'],
  ['BCC', 'BCC'],
  ['Kontakt', 'Contact'],
  ['Deltager', 'Participant'],
  ['Behandles i', 'Dealt with in'],
  ['Formand', 'Chair'],
  ['Indstiller', 'Recommender'],
]);

/** `AktørAktørRolle.rolle`: a person's place in a committee, group or the presidium. */
export const MEMBERSHIP_ROLES: ReadonlyMap<string, string> = new Map([
  ['1. næstformand', '1st deputy chair'],
  ['2. næstformand', '2nd deputy chair'],
  ['3. næstformand', '3rd deputy chair'],
  ['4. næstformand', '4th deputy chair'],
  ['næstformand', 'deputy chair'],
  ['formand', 'chair'],
  ['folketingets formand', 'Speaker of the Folketing'],
  ['medlem', 'member'],
  ['stedfortræder', 'substitute'],
  ['Tidligere minister', 'Former minister'],
  ['Minister', 'Minister'],
  ['Ministertitel', 'Minister title'],
  ['minister, ej MF', 'minister, not an MP'],
  ['orlov med vederlag', 'leave with pay'],
  ['orlov uden vederlag', 'leave without pay'],
  ['udvalgsassistent', 'committee assistant'],
  ['udvalgsassistent2', 'committee assistant'],
  ['udvalgssekretær', 'committee secretary'],
  ['udvalgssekretær2', 'committee secretary'],
  ['delegationssekretær', 'delegation secretary'],
  ['delegationsassistent', 'delegation assistant'],
  ['nævnsassistent', 'board assistant'],
  ['nævnssekretær', 'board secretary'],
  ['Observatør', 'Observer'],
]);

/** `Aktørtype.type`. */
export const ACTOR_TYPES: ReadonlyMap<string, string> = new Map([
  ['Ministerområde', 'Ministerial area'],
  ['Ministertitel', 'Minister title'],
  ['Udvalg', 'Committee'],
  ['Folketingsgruppe', 'Parliamentary group'],
  ['Person', 'Person'],
  ['Gruppe', 'Group'],
  ['Anden gruppe', 'Other group'],
  ['Ministerium', 'Ministry'],
  ['Kommission', 'Commission'],
  ['Organisation', 'Organisation'],
  ['Parlamentarisk forsamling', 'Parliamentary assembly'],
  ['Privatperson', 'Private individual'],
  ['Tværpolitisk netværk', 'Cross-party network'],
]);

/** `Emneordstype.type`. */
export const SUBJECT_TYPES: ReadonlyMap<string, string> = new Map([
  ['Emneord', 'Subject words'],
  ['Eurovoc-emneord', 'Eurovoc subject words'],
  ['Sagsområde', 'Policy area'],
  ['Lovområde', 'Area of law'],
]);

/**
 * The metadata elements the transcript reader keeps (docs/referat.md#what-the-parser-keeps), by the element they sit
 * in, and attributes read by local name.
 */

export type Attributes = Readonly<Record<string, string>>;

/** A kept metadata element's name in the parse. */
export type Field =
  | 'samling'
  | 'date'
  | 'meetingNumber'
  | 'itemNo'
  | 'subItemNo'
  | 'shortTitle'
  | 'caseNumber'
  | 'caseType'
  | 'caseStage'
  | 'firstName'
  | 'lastName'
  | 'party'
  | 'role'
  | 'title'
  | 'speechType'
  | 'status'
  | 'start'
  | 'end';

/** An item's and a sub-item's metadata (`MetaFTAgendaItem`, `MetaFTAgendaSubItem`) alike. */
const ITEM_FIELDS: Readonly<Record<string, Field>> = {
  ItemNo: 'itemNo',
  SubItemNo: 'subItemNo',
  ShortTitle: 'shortTitle',
  FTCaseNumber: 'caseNumber',
  FTCaseType: 'caseType',
  FTCaseStage: 'caseStage',
};

/** The metadata elements whose text the reader keeps, by the element they sit in. */
export const FIELDS: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  MetaMeeting: { ParliamentarySession: 'samling', DateOfSitting: 'date', MeetingNumber: 'meetingNumber' },
  MetaFTAgendaItem: ITEM_FIELDS,
  MetaFTAgendaSubItem: ITEM_FIELDS,
  MetaSpeakerMP: {
    OratorFirstName: 'firstName',
    OratorLastName: 'lastName',
    GroupNameShort: 'party',
    OratorRole: 'role',
  },
  Taler: { TalerTitel: 'title' },
  Tale: { TaleType: 'speechType' },
  MetaSpeechSegment: { EdixiStatus: 'status', StartDateTime: 'start', EndDateTime: 'end' },
};

/** Kept metadata of one sitting, item, speech or segment: a value is never an empty string. */
export type Fields = Partial<Record<Field, string>>;

/** The value of an attribute by its local name, whatever its prefix; null when absent or blank. */
export function attribute(attributes: Attributes, local: string): string | null {
  let value = attributes[local];
  if (value === undefined) {
    for (const name in attributes) {
      if (name.endsWith(`:${local}`)) {
        value = attributes[name];
        break;
      }
    }
  }
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

import type { Fields } from './referat-fields';
import { samlingNumber } from './referat-ids';
import type { ParsedEvent, ParsedItem, ParsedSitting, ParsedSpeech, ReferatEra } from './types';

/**
 * A transcript's sitting put together once the whole file has been read: what identifies the sitting checked, and
 * its items in document order with each sub-item right after its parent (docs/referat.md#what-the-parser-keeps).
 */

/** Ids allow four digits per ordinal (lib/referat/referat-ids.ts). */
export const MAX_ORDINAL = 9_999;

/** An agenda item (or sub-item) as read so far; `at` is where it began, for messages. */
export interface ItemDraft {
  readonly at: string;
  fields: Fields;
  caseTingdokId: string | null;
  readonly entries: (ParsedSpeech | ParsedEvent)[];
  readonly subItems: ItemDraft[];
}

/**
 * The sitting from its metadata and items, or `reject` with the reason it cannot be one: no samling code, meeting
 * number or date, an item without its number, more items than ids can number.
 */
export function assembleSitting(
  meeting: Fields,
  tingdokId: string | null,
  era: ReferatEra,
  drafts: readonly ItemDraft[],
  reject: (reason: string) => never,
): ParsedSitting {
  const { samling, meetingNumber, date } = meeting;
  if (samling === undefined) reject('no <ParliamentarySession> in <MetaMeeting>');
  if (samlingNumber(samling) === null)
    reject(`<ParliamentarySession> "${samling}" is not a samling code (five digits)`);
  if (meetingNumber === undefined) reject('no <MeetingNumber> in <MetaMeeting>');
  if (!/^\d{1,3}$/.test(meetingNumber) || Number(meetingNumber) === 0)
    reject(`<MeetingNumber> "${meetingNumber}" is not a meeting number (1–999)`);
  if (date === undefined) reject('no <DateOfSitting> in <MetaMeeting>');
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) reject(`<DateOfSitting> "${date}" is not a date`);
  const items: ParsedItem[] = [];
  for (const draft of drafts) {
    const itemNo = draft.fields.itemNo;
    if (itemNo === undefined) reject(`the <DagsordenPunkt> at ${draft.at} has no <ItemNo>`);
    items.push(toItem(draft, itemNo, null));
    for (const sub of draft.subItems) {
      const subItemNo = sub.fields.subItemNo;
      if (subItemNo === undefined) reject(`the <DagsordenUnderpunkt> at ${sub.at} has no <SubItemNo>`);
      items.push(toItem(sub, itemNo, subItemNo));
    }
  }
  if (items.length > MAX_ORDINAL)
    reject(`more than ${MAX_ORDINAL.toLocaleString('en')} agenda items (ids allow four digits each)`);
  return { samling, meetingNumber: Number(meetingNumber), date, era, tingdokId, items };
}

function toItem(draft: ItemDraft, itemNo: string, subItemNo: string | null): ParsedItem {
  const f = draft.fields;
  return {
    itemNo,
    subItemNo,
    shortTitle: f.shortTitle ?? '',
    caseType: f.caseType ?? null,
    caseNumber: f.caseNumber ?? null,
    caseStage: f.caseStage ?? null,
    caseTingdokId: draft.caseTingdokId,
    entries: draft.entries,
  };
}

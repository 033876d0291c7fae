import {
  birthDateFromText,
  emailAddress,
  ftDkUrl,
  nameFromTitle,
  parseNumericDate,
  partyCodeFromTitle,
  pictureUrl,
} from './fields';
import { plainOrNull, toPlainParagraphs } from './plain-text';
import type { Biografi, CareerLine } from './types';
import { child, children, path, rawText, type XmlElement } from './xml-tree';

/**
 * Reads the document element of either biografi structure (docs/oda.md#biografi: legacy `membersMember`, current
 * `member`). Both share most element names; where they differ the reader looks for both spellings, so a
 * document mixing them is still read. Returns null for any other root.
 */
export function readBiografi(root: XmlElement): Biografi | null {
  const rootName = root.name.toLowerCase();
  const format = rootName === 'membersmember' ? 'legacy' : rootName === 'member' ? 'current' : null;
  if (format === null) return null;

  const text = (...names: string[]) => plainOrNull(rawText(path(root, ...names)));
  const career = child(root, 'career');
  const memberDataNode = child(root, 'memberData') ?? path(root, 'personalInformation', 'memberData');
  const memberParagraphs = toPlainParagraphs(rawText(memberDataNode));
  const memberData = memberParagraphs.length > 0 ? memberParagraphs.join('\n\n') : null;

  const firstName = text('firstname');
  const lastName = text('lastname');
  const title = text('title');
  const joined = [firstName, lastName].filter(Boolean).join(' ');
  const functionTitles = text('personalInformation', 'function', 'formattedTitles');

  return {
    format,
    name: joined || nameFromTitle(title),
    firstName,
    lastName,
    party: text('party'),
    partyShortName: text('partyShortname') ?? partyCodeFromTitle(title),
    title: text('personalInformation', 'function', 'formattedTitle'),
    titles: functionTitles ? splitTitles(functionTitles) : [],
    profession: text('profession'),
    status: readStatus(text('status')),
    born: parseNumericDate(text('born')) ?? birthDateFromText(memberData),
    died: parseNumericDate(text('died')),
    sex: readSex(text('sex')),
    constituency: plainOrNull(rawText(child(career, 'currentConstituency'))),
    career: [
      ...careerLines(career, 'constituency', 'constituencies', 'constituency'),
      ...careerLines(career, 'substitute', 'substitutes', 'substitute'),
      ...careerLines(career, 'nomination', 'nominations', 'nomination'),
    ],
    educations: listOf(child(root, 'educations'), 'education'),
    occupations: listOf(child(root, 'occupations'), 'occupation'),
    positionsOfTrust: [
      ...listOf(child(root, 'positionsOfTrust'), 'positionOfTrust'),
      ...children(root, 'positionOfTrust').flatMap(paragraphs),
    ],
    parliamentaryPositionsOfTrust: [
      ...listOf(child(career, 'parliamentaryPositionsOfTrust'), 'parliamentaryPositionOfTrust'),
      ...children(career, 'parliamentaryPositionOfTrust').flatMap(paragraphs),
    ],
    ministerPosts: listOf(child(career, 'ministers') ?? child(root, 'ministers'), 'minister'),
    spokespersonRoles: [
      ...listOf(child(root, 'currentSpokesmens'), 'spokesMan'),
      ...listOf(child(root, 'spokesmen'), 'spokesman'),
    ],
    email: emailAddress(text('email') ?? text('emails', 'email')),
    // The legacy `PictureHiRes` is mostly a zip archive for download, sometimes a multi-megapixel original.
    pictureUrl:
      pictureUrl(text('pictureMiRes')) ?? (format === 'current' ? pictureUrl(text('pictureHiRes')) : null),
    profileUrl: ftDkUrl(text('url')),
    memberData,
  };
}

function paragraphs(node: XmlElement): string[] {
  return toPlainParagraphs(rawText(node));
}

/**
 * The items of a list element: its `item` children, one line each; a list written as one editor-formatted
 * block (`editorFormattedText`, or text directly in the container) gives one line per paragraph.
 */
function listOf(container: XmlElement | null, item: string): string[] {
  if (!container) return [];
  const items = children(container, item);
  if (items.length > 0) return items.flatMap((node) => plainOrNull(rawText(node)) ?? []);
  return paragraphs(container);
}

function careerLines(
  career: XmlElement | null,
  kind: CareerLine['kind'],
  container: string,
  item: string,
): CareerLine[] {
  return children(child(career, container), item).flatMap((node) => {
    const text = plainOrNull(rawText(node));
    return text ? [{ kind, text }] : [];
  });
}

function splitTitles(text: string): string[] {
  return text
    .split(';')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

function readStatus(text: string | null): Biografi['status'] {
  if (text === '1') return 'current';
  if (text === '0') return 'former';
  return null;
}

function readSex(text: string | null): Biografi['sex'] {
  if (text === 'Mand' || text === 'Kvinde') return text;
  return null;
}

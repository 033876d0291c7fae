import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { decodeReferat } from './referat-decode';
import { ReferatRejectedError } from './referat-error';
import { SittingReader } from './referat-reader';
import type { ParsedSitting } from './types';

/**
 * One plenary sitting's transcript file → the sitting (docs/referat.md): read in one pass by a strict streaming XML
 * parser (saxes), and returned only when the file was read whole — a truncated, malformed or incomplete file, or one
 * that is not a transcript, throws ReferatRejectedError and yields nothing, never a partial sitting. Element and
 * attribute names are matched by local name (tingdok-era files carry a namespace prefix), and text is never
 * converted: a run of digits stays the string it was.
 */
export function parseReferat(xml: Buffer | string, file: string): ParsedSitting {
  let text: string;
  if (typeof xml === 'string') text = xml;
  else {
    const decoded = decodeReferat(xml);
    if ('reason' in decoded) throw new ReferatRejectedError(file, decoded.reason);
    text = decoded.text;
  }
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const where = () => `line ${parser.line}, column ${parser.column}`;
  const reader = new SittingReader(file, where);
  parser.on('opentag', (tag) => reader.open(localName(tag.name), tag.name, tag.attributes));
  parser.on('closetag', (tag) => reader.close(localName(tag.name)));
  parser.on('text', (run) => reader.text(run));
  parser.on('cdata', (run) => reader.text(run));
  try {
    parser.write(text);
  } catch (error) {
    if (error instanceof ReferatRejectedError) throw error;
    throw new ReferatRejectedError(file, `not well-formed XML at ${where()}: ${parserMessage(error)}`, {
      cause: error,
    });
  }
  try {
    parser.close();
  } catch (error) {
    if (error instanceof ReferatRejectedError) throw error;
    const open = reader.openElement();
    const reason =
      open !== null
        ? `truncated at ${where()} (unclosed <${open}>)`
        : reader.hasRoot()
          ? `not well-formed XML at ${where()}: ${parserMessage(error)}`
          : 'no XML element in the file (empty, or not XML)';
    throw new ReferatRejectedError(file, reason, { cause: error });
  }
  return reader.finish();
}

/** Reads and parses one file; `file` names it in errors (default: its base name). I/O errors pass through. */
export function parseReferatFile(filePath: string, file = path.basename(filePath)): ParsedSitting {
  return parseReferat(readFileSync(filePath), file);
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/** saxes's message without its "line:column: " prefix (the reason gives the position in words). */
function parserMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
}

/**
 * A reader of RFC 4180 as a consumer of the downloads would read it (fields unquoted, or quoted with `""` for a
 * quote; an unquoted empty field is NULL, `""` the empty string), to check that what is written reads back the same.
 */
export function readCsv(text: string): (string | null)[][] {
  const records: (string | null)[][] = [];
  let record: (string | null)[] = [];
  let i = 0;
  while (i < text.length) {
    let value: string | null;
    if (text[i] === '"') {
      let j = i + 1;
      value = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) throw new Error(`unterminated quote at ${i}`);
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
    } else {
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== '\r') j++;
      value = j === i ? null : text.slice(i, j);
      i = j;
    }
    record.push(value);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else throw new Error(`expected , or CRLF at ${i}`);
  }
  return records;
}

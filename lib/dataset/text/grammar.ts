/** Small pieces of Danish grammar the text generators share. */

/** "Styrkelse af …" → "styrkelse af …". */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "styrkelse af …" → "Styrkelse af …". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The Danish s-genitive: "Venstre" → "Venstres", "Ældre Sagen" → "Ældre Sagens", abbreviations take an
 * apostrophe ("KL" → "KL's", "3F" → "3F's") and names ending in s, x or z only the apostrophe ("Børsen" → "Børsens",
 * "Politikens" → "Politikens'").
 */
export function genitive(name: string): string {
  if (/[sxz]$/.test(name)) return `${name}'`;
  if (/[A-ZÆØÅ0-9.]$/.test(name)) return `${name}'s`;
  return `${name}s`;
}

/** ["a", "b", "c"] → "a, b og c". */
export function joinDanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

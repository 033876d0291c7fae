/** Whether `text` is valid percent-encoding (decodeURIComponent can read it): `/sag/%E0%A4` is not. */
export function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

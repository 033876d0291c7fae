/**
 * The storkreds (or North Atlantic seat) in a biografi's `currentConstituency` sentence: 'Folketingsmedlem for
 * Socialdemokratiet i Sjællands Storkreds fra 5. juni 2019.' → 'Sjællands Storkreds'; '… valgt i Grønland …' →
 * 'Grønland', '… på Færøerne …' → 'Færøerne'. Null when the sentence names none (missing data rather than a guess).
 */
export function storkredsOf(constituency: string | null): string | null {
  if (!constituency) return null;
  const text = constituency.replace(/\s+/g, ' ');
  const storkreds = /(?:^|\s)i ((?:\p{Lu}[\p{L}-]*\s)+Storkreds)\b/u.exec(text);
  if (storkreds?.[1]) return storkreds[1];
  const northAtlantic = /(?:^|\s)(?:i|på) (Grønland|Færøerne)\b/u.exec(text);
  return northAtlantic?.[1] ?? null;
}

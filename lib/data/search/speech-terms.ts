import { allOf, anyOf, type FtsQuery, inColumns, phrase } from '@/lib/store/fts-query';
import { MIN_TERM_LENGTH, parseSearchText, spellings } from './search-terms';
import type { SearchMode } from './types';

/**
 * How the search text is read for speeches. The speeches' index holds words (lib/store/referat-schema.ts), not
 * trigrams, so a word matches whole words only; Danish inflects by suffix, so each word is also asked for in its
 * regular inflected forms ("skat" → skatten, skatter, skatterne; "klima" → klimaet). Prefix queries ("klima*") would
 * also catch compounds (klimaloven), but FTS5 merges every word under a prefix before yielding one hit: "for*" took
 * 0.7–2 s, "minister*" 0.15–0.6 s on 800,000 synthetic speeches (npm run bench:speech-search), so the search does not
 * use them. Text in double quotes
 * is a phrase, its words in that order and as written. Words shorter than 3 characters are left out, as for the
 * other scopes (lib/data/search/search-terms.ts).
 */
export interface SpeechSearchText {
  readonly mode: SearchMode;
  /** Words of 3+ characters outside quotes, each searched in its inflected forms. */
  readonly words: readonly string[];
  /** Quoted phrases, whitespace collapsed. */
  readonly phrases: readonly string[];
  /** What the hits are marked by: the phrases, then the words. */
  readonly terms: readonly string[];
  /** Words (and phrases) shorter than 3 characters, left out. */
  readonly ignored: readonly string[];
  /** The case number in `case-number` mode ('L 123'): the speeches on that case's agenda items. */
  readonly caseNumber: string | null;
}

const QUOTED = /"([^"]*)"/g;

export function parseSpeechText(q: string): SpeechSearchText {
  const phrases: string[] = [];
  const ignored: string[] = [];
  const rest = q.replace(QUOTED, (_, inner: string) => {
    const text = inner.replace(/\s+/g, ' ').trim();
    if ([...text].length >= MIN_TERM_LENGTH) {
      if (!phrases.includes(text)) phrases.push(text);
    } else if (text) ignored.push(text);
    return ' ';
  });
  const parsed = parseSearchText(rest);
  const words = parsed.mode === 'words' ? parsed.terms : [];
  const mode: SearchMode =
    phrases.length > 0 || words.length > 0
      ? 'words'
      : parsed.mode === 'case-number'
        ? 'case-number'
        : ignored.length > 0 || parsed.mode === 'short'
          ? 'short'
          : 'empty';
  return {
    mode,
    words,
    phrases,
    terms: [...phrases, ...words],
    ignored: [...ignored, ...parsed.ignored],
    caseNumber: mode === 'case-number' ? parsed.caseNumber : null,
  };
}

/** Danish inflectional endings of nouns (definite, plural, genitive), verbs and adjectives. */
const ENDINGS = [
  'e',
  'en',
  'er',
  'et',
  'ene',
  'erne',
  'es',
  'ens',
  'ers',
  'ets',
  'enes',
  'ernes',
  's',
  't',
  'ede',
  'te',
  'ende',
  'ere',
  'este',
] as const;
/** The endings a doubled final consonant takes (skat → skatten, program → programmer). */
const DOUBLED_ENDINGS = ['e', 'en', 'er', 'et', 'ene', 'erne', 'ens', 'ets', 'ernes', 'ere', 'este'] as const;
/** A final consonant after one vowel, which Danish doubles before an ending after a short vowel. */
const DOUBLING = /(?:^|[^aeiouyæøå])[aeiouyæøå]([bdfgklmnpst])$/;

/**
 * A word and its regular inflected forms, as the index's tokenizer will fold them: the word with each ending
 * ("skat" → "skats", "skatten" from the doubled consonant); a word ending in 'e' also loses it before an ending
 * ("skole" → "skolen", "skolerne"). Words with other than letters are asked for as written.
 */
export function inflections(word: string): string[] {
  const w = word.toLowerCase();
  if (!/^\p{L}+$/u.test(w)) return [w];
  const stem = w.endsWith('e') ? w.slice(0, -1) : w;
  const forms = [w, ...ENDINGS.map((e) => stem + e)];
  const doubled = DOUBLING.exec(w);
  if (doubled) forms.push(...DOUBLED_ENDINGS.map((e) => w + doubled[1] + e));
  return [...new Set(forms)];
}

/** The speech index's column of the text (lib/store/referat-schema.ts SPEECH_FTS_COLUMNS). */
const TEXT_COLUMN = ['tekst'] as const;

/** One word as a query: any inflected form of any of its spellings ('oe' also as 'ø', see search-terms.ts). */
export function toSpeechWordQuery(word: string): FtsQuery {
  const variants = spellings(word);
  const forms = (variants.length > 0 ? variants : [word]).flatMap(inflections);
  return anyOf([...new Set(forms)].map(phrase)) ?? phrase(word);
}

/**
 * The full-text query of the words and phrases, in the text column: every word (in some form) and every phrase
 * must occur; null when there is neither.
 */
export function toSpeechMatchQuery(text: Pick<SpeechSearchText, 'words' | 'phrases'>): FtsQuery | null {
  const all = allOf([...text.words.map(toSpeechWordQuery), ...text.phrases.map(phrase)]);
  return all ? inColumns(TEXT_COLUMN, all) : null;
}

import type { SpeechRecord } from '@/lib/data/debates/types';
import { clipText } from '@/lib/format/clip-text';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({
  da: { title: '{name} om {subject}', quote: '»{quote}«', said: '{who} i Folketingssalen {date}.' },
  en: { title: '{name} on {subject}', quote: '“{quote}”', said: '{who} in the Folketing’s chamber, {date}.' },
});

/** How long the quote in a link preview's description is. */
const DESCRIPTION_QUOTE = 240;

/** What the speech was about: the case's number and short title, else the agenda item's title. */
export function speechSubject(speech: SpeechRecord): string {
  const c = speech.case;
  if (c?.number && c.title) return `${c.number} ${c.title}`;
  return c?.title ?? speech.item.title;
}

/** Who spoke, with the party or the title of that day: 'Anna Andersen (S)', 'Bo Berg, Finansministeren'. */
export function speakerLabel(speech: SpeechRecord): string {
  const { name, party, title } = speech.speaker;
  if (party) return `${name} (${party})`;
  return title ? `${name}, ${title}` : name;
}

/** The speech page's title: "what X said about Y" — 'Anna Andersen (S) om L 12 Forslag til lov om …'. */
export function speechShareTitle(speech: SpeechRecord, locale: Locale): string {
  return format(messages[locale].title, { name: speakerLabel(speech), subject: speechSubject(speech) });
}

/** The link preview's description: the start of the quote, then who said it where and when. */
export function speechShareDescription(speech: SpeechRecord, locale: Locale): string {
  const t = messages[locale];
  const quote = clipText(speech.paragraphs.join(' '), DESCRIPTION_QUOTE);
  const said = format(t.said, {
    who: speakerLabel(speech),
    date: dateInWords(speech.sitting.date, locale) ?? speech.sitting.date,
  });
  return `${format(t.quote, { quote })} ${said}`;
}

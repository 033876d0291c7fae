import { DanishText, danishLang } from '@/components/ui/DanishText';
import { DotList } from '@/components/ui/DotList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { SpeechHit } from '@/lib/data/search/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { actorPath, casePath, speechPath } from '@/lib/routes';
import { Highlight } from './Highlight';

const messages = defineMessages({
  da: {
    speeches: 'Fundne taler',
    item: 'Punkt {n}',
    read: 'Læs talen',
    speechBy: 'af {name}',
  },
  en: {
    speeches: 'Speeches found',
    item: 'Item {n}',
    read: 'Read the speech',
    speechBy: 'by {name}',
  },
});

/**
 * Speech hits: the speaker (linking to the politician when linked; party or minister title), the sitting's date,
 * the agenda item and its case, and the text around the first matched word with the searched words marked, linking
 * to the speech's page.
 */
export function SpeechHitList({
  hits,
  terms,
  locale,
}: {
  hits: readonly SpeechHit[];
  terms: readonly string[];
  locale: Locale;
}) {
  const t = messages[locale];
  return (
    <ol aria-label={t.speeches} className="divide-y divide-stone-300 border-y border-stone-300">
      {hits.map((hit) => (
        <li key={hit.id} className="space-y-1 py-4">
          <h3 className="font-semibold break-words">
            {hit.speaker.id !== null ? (
              <LocaleLink href={actorPath(hit.speaker.id)} prefetch={false} className="title-link">
                <DanishText locale={locale}>{hit.speaker.name}</DanishText>
              </LocaleLink>
            ) : (
              <DanishText locale={locale}>{hit.speaker.name}</DanishText>
            )}
            {hit.speaker.party ? (
              <span className="font-normal text-stone-700"> ({hit.speaker.party})</span>
            ) : null}
            {hit.speaker.title ? (
              <span className="font-normal text-stone-700">
                {', '}
                <DanishText locale={locale}>{hit.speaker.title}</DanishText>
              </span>
            ) : null}
          </h3>
          <p className="text-sm text-stone-700 break-words">
            <DotList
              parts={[
                <LocalDateTime
                  key="date"
                  value={hit.start ?? hit.date}
                  locale={locale}
                  withTime={hit.start !== null}
                />,
                hit.case ? (
                  <LocaleLink
                    key="case"
                    href={casePath(hit.case.id)}
                    prefetch={false}
                    className="text-red-800 underline underline-offset-2"
                  >
                    {hit.case.number ? `${hit.case.number} ` : null}
                    {hit.case.title ? <DanishText locale={locale}>{hit.case.title}</DanishText> : null}
                  </LocaleLink>
                ) : hit.item ? (
                  <span key="item">
                    {hit.item.number ? format(t.item, { n: hit.item.number }) : null}
                    {hit.item.number && hit.item.title ? ': ' : null}
                    {hit.item.title ? <DanishText locale={locale}>{hit.item.title}</DanishText> : null}
                  </span>
                ) : null,
              ]}
            />
          </p>
          <p lang={danishLang(locale)} className="max-w-prose text-stone-800 text-pretty">
            <Highlight text={hit.snippet} terms={terms} />
          </p>
          <p className="text-sm">
            <LocaleLink
              href={speechPath(hit.id)}
              prefetch={false}
              className="target inline-flex items-center text-red-800 underline underline-offset-2"
            >
              {t.read}
              <span className="sr-only"> {format(t.speechBy, { name: hit.speaker.name })}</span>
            </LocaleLink>
          </p>
        </li>
      ))}
    </ol>
  );
}

import { DanishText, danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { KonklusionSide, VoteKonklusion } from '@/lib/data/votes/types';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    empty:
      'Afstemningen har ingen konklusionstekst i datasættet. Resultatet nedenfor bygger på de registrerede stemmer og feltet vedtaget.',
    says: 'Konklusionen siger:',
    noOutcome: 'intet resultat',
    vedtaget: 'vedtaget',
    forkastet: 'forkastet',
    for: 'For',
    against: 'Imod',
    abstain: 'Hverken for eller imod',
    noCount: 'antal ikke oplyst',
    parties: 'Partier',
    members: 'Enkeltmedlemmer',
    none: 'Ingen',
    remark: 'Bemærkning i teksten:',
    original: 'Se konklusionens oprindelige tekst',
  },
  en: {
    empty:
      'The vote has no conclusion text in the dataset. The result below is based on the recorded ballots and ODA’s field for the outcome.',
    says: 'The conclusion says:',
    noOutcome: 'no outcome',
    vedtaget: 'adopted',
    forkastet: 'rejected',
    for: 'For',
    against: 'Against',
    abstain: 'Abstained',
    noCount: 'number not stated',
    parties: 'Parties',
    members: 'Individual members',
    none: 'None',
    remark: 'Remark in the text:',
    original: 'See the conclusion’s original (Danish) text',
  },
});

type Text = (typeof messages)['da'];

const SIDES = ['for', 'against', 'abstain'] as const;

/** Who voted for, against and abstained as the konklusion text states it: counts, parties and named members. */
export async function KonklusionSummary({ konklusion }: { konklusion: VoteKonklusion }) {
  const locale = await getLocale();
  const t = messages[locale];
  if (!konklusion.text) return <p className="text-stone-800">{t.empty}</p>;
  return (
    <div className="space-y-4">
      <p>
        {t.says}{' '}
        <strong className="font-semibold">{konklusion.outcome ? t[konklusion.outcome] : t.noOutcome}</strong>.
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {SIDES.map((side) => (
          <div key={side} className="rounded border border-stone-300 bg-white p-3">
            <dt className="font-semibold">
              {t[side]} <span className="tabular-nums">({konklusion[side].count ?? t.noCount})</span>
            </dt>
            <dd className="mt-1 text-sm text-stone-800">
              <SideDetails side={konklusion[side]} t={t} locale={locale} />
            </dd>
          </div>
        ))}
      </dl>
      {konklusion.remark ? (
        <p className="text-sm">
          <span className="font-semibold">{t.remark}</span>{' '}
          <DanishText locale={locale}>{konklusion.remark}</DanishText>
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
          {t.original}
        </summary>
        <p
          lang={danishLang(locale)}
          className="mt-2 whitespace-pre-line rounded bg-stone-100 p-3 font-mono text-stone-900"
        >
          {konklusion.text}
        </p>
      </details>
    </div>
  );
}

function SideDetails({ side, t, locale }: { side: KonklusionSide; t: Text; locale: Locale }) {
  if (side.parties.length === 0 && side.members.length === 0) return <>{t.none}</>;
  return (
    <>
      {side.parties.length > 0 ? (
        <p>
          <span className="sr-only">{t.parties}: </span>
          <DanishText locale={locale}>{side.parties.join(', ')}</DanishText>
        </p>
      ) : null}
      {side.members.length > 0 ? (
        <ul aria-label={t.members} className="mt-1 space-y-0.5">
          {side.members.map((m) => (
            <li key={`${m.name}-${m.party}`}>
              {m.actorId !== null ? (
                <LocaleLink
                  href={actorPath(m.actorId)}
                  prefetch={false}
                  className="target text-red-800 underline underline-offset-2"
                >
                  {m.name}
                </LocaleLink>
              ) : (
                m.name
              )}{' '}
              ({m.party})
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

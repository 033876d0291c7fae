import { partyColour, partyTextColour } from '@/components/charts/party-colour';
import { danishLang } from '@/components/ui/DanishText';
import { FeedLink } from '@/components/ui/FeedLink';
import { ShareButton } from '@/components/ui/ShareButton';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import type { PartyRef } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { partyFeedPath, partyPath } from '@/lib/routes';

const messages = defineMessages({
  da: { kind: 'Parti i Folketinget' },
  en: { kind: 'Party in the Folketing' },
});

/** A party page's heading: its code on its colour, its name, the share button and the link to its feed. */
export async function PartyHeading({ party }: { party: PartyRef }) {
  const [t, locale] = await Promise.all([getMessages(messages), getLocale()]);
  return (
    <div className="space-y-3 border-b-4 pb-4" style={{ borderColor: partyColour(party.code) }}>
      <div className="flex items-center gap-3">
        <span
          className="inline-flex min-w-12 items-center justify-center rounded px-2 py-1 text-xl font-bold"
          style={{ backgroundColor: partyColour(party.code), color: partyTextColour(party.code) }}
        >
          {party.code}
        </span>
        <span className="text-sm font-medium text-stone-700">{t.kind}</span>
      </div>
      <h1 lang={danishLang(locale)} className="text-3xl font-bold tracking-tight text-balance">
        {party.name}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <ShareButton path={partyPath(party.code)} title={party.name} />
        <FeedLink path={partyFeedPath(party.code)} locale={locale} alerts={alertsOffered()} />
      </div>
    </div>
  );
}

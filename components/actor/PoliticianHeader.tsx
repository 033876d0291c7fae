import type { ReactNode } from 'react';
import { DanishText, danishLang } from '@/components/ui/DanishText';
import { FactList } from '@/components/ui/FactList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { PoliticianPhoto } from '@/components/ui/PoliticianPhoto';
import { storkredsOf } from '@/lib/data/actors/actor-constituency';
import type { ActorOffice, ActorSummary, PoliticianProfile } from '@/lib/data/actors/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';
import { StorkredsChoice } from '@/lib/url-state/storkreds-choice';

const messages = defineMessages({
  da: {
    facts: 'Fakta om {name}',
    party: 'Parti',
    lastParty: 'Sidste parti',
    until: 'til',
    office: 'Hverv',
    title: 'Titel',
    since: 'siden',
    chair: 'Formand for {body}',
    viceChair: 'Næstformand for {body}',
    constituency: 'Valgt i',
  },
  en: {
    facts: 'Facts about {name}',
    party: 'Party',
    lastParty: 'Last party',
    until: 'until',
    office: 'Office',
    title: 'Title',
    since: 'since',
    chair: 'Chair of {body}',
    viceChair: 'Deputy chair of {body}',
    constituency: 'Elected in',
  },
});

type Messages = (typeof messages)['da'];

const LINK = 'text-red-800 underline underline-offset-2';

/** `AktørAktørRolle` ids of a committee's chair and deputy (lib/model/oda-ids.ts CHAIR_ROLES). */
const CHAIR = 16;
const VICE_CHAIR = 14;

/**
 * The top of a politician's page: photo (or placeholder), name as the page heading, and what a reader looks for
 * first — party now (or last); office now (minister posts by the government's rule, chairs; each since when) with
 * the biografi's title beside it (membership of the Folketing); the storkreds, linked to its members now. The rest
 * of the facts follow the key figures (PoliticianFacts).
 */
export async function PoliticianHeader({
  actor,
  profile,
  offices,
  name,
  synthetic,
}: {
  actor: ActorSummary;
  profile: PoliticianProfile;
  offices: readonly ActorOffice[];
  name: string;
  synthetic: boolean;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const bio = profile.biografi;
  const party = profile.latestParty;
  const facts: [string, ReactNode][] = [];
  if (party) {
    const label = (
      <DanishText
        locale={locale}
      >{`${party.partyName ?? party.party ?? ''}${party.party && party.partyName ? ` (${party.party})` : ''}`}</DanishText>
    );
    facts.push(
      party.to === null
        ? [t.party, label]
        : [
            t.lastParty,
            <>
              {label} {t.until} <LocalDateTime value={party.to} locale={locale} />
            </>,
          ],
    );
  } else if (bio?.party) {
    facts.push([
      t.party,
      <DanishText
        key="party"
        locale={locale}
      >{`${bio.party}${bio.partyShortName ? ` (${bio.partyShortName})` : ''}`}</DanishText>,
    ]);
  }
  if (offices.length > 0) {
    facts.push([
      t.office,
      <ul key="office">
        {offices.map((office) => (
          <li key={`${office.roleId}-${office.actor.id}-${office.from ?? ''}`}>
            <OfficeText office={office} t={t} locale={locale} />
            {office.from ? (
              <>
                {' '}
                {t.since} <LocalDateTime value={office.from} locale={locale} />
              </>
            ) : null}
          </li>
        ))}
        {/* The biografi's words are ODA's, in Danish. */}
        {bio?.title ? (
          <li>
            <DanishText locale={locale}>{bio.title}</DanishText>
          </li>
        ) : null}
      </ul>,
    ]);
  } else if (bio?.title)
    facts.push([
      t.title,
      <DanishText key="title" locale={locale}>
        {bio.title}
      </DanishText>,
    ]);
  const storkreds = storkredsOf(bio?.constituency ?? null);
  if (storkreds) {
    facts.push([
      t.constituency,
      <LocaleLink
        key="storkreds"
        href={StorkredsChoice.of(storkreds).toUrl()}
        prefetch={false}
        className={`target ${LINK}`}
        lang={danishLang(locale)}
      >
        {storkreds}
      </LocaleLink>,
    ]);
  }
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 sm:items-start sm:gap-x-6">
      <div className="sm:row-span-2">
        <PoliticianPhoto url={bio?.pictureUrl ?? null} name={name} synthetic={synthetic} />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-balance break-words">{name}</h1>
      <FactList
        facts={facts}
        label={format(t.facts, { name: actor.name ?? name })}
        className="col-span-2 gap-x-3 sm:col-span-1 sm:col-start-2 sm:gap-x-4"
      />
    </div>
  );
}

/** A minister post by its title ('Finansminister'), a chair by role and body, linked to the title or body. */
function OfficeText({ office, t, locale }: { office: ActorOffice; t: Messages; locale: Locale }) {
  const body = office.actor.name ?? office.actor.shortName ?? '';
  const link = (text: string) => (
    <LocaleLink href={actorPath(office.actor.id)} prefetch={false} className={LINK} lang={danishLang(locale)}>
      {text}
    </LocaleLink>
  );
  if (office.kind === 'minister') return link(upperFirst(office.title ?? body));
  if (office.roleId === CHAIR || office.roleId === VICE_CHAIR) {
    const [before, after] = (office.roleId === CHAIR ? t.chair : t.viceChair).split('{body}');
    return (
      <>
        {before}
        {link(body)}
        {after}
      </>
    );
  }
  return (
    <>
      <DanishText locale={locale}>{upperFirst(office.title ?? '')}</DanishText>, {link(body)}
    </>
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('da') + text.slice(1);
}

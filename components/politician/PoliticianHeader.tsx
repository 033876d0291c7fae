import type { ReactNode } from 'react';
import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { ActorSummary, PoliticianProfile } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { PoliticianPhoto } from './PoliticianPhoto';

const messages = defineMessages({
  da: {
    facts: 'Fakta om {name}',
    party: 'Parti',
    lastParty: 'Sidste parti',
    until: 'til',
    title: 'Titel',
    profession: 'Stilling',
    born: 'Født',
    died: 'Død',
    constituency: 'Valgt',
    email: 'E-mail',
    profile: 'På ft.dk',
    profileLink: 'Profil på Folketingets hjemmeside',
    demo: 'Demodata: foto, e-mail og link til ft.dk vises ikke, fordi de er opdigtede.',
  },
  en: {
    facts: 'Facts about {name}',
    party: 'Party',
    lastParty: 'Last party',
    until: 'until',
    title: 'Title',
    profession: 'Occupation',
    born: 'Born',
    died: 'Died',
    constituency: 'Elected',
    email: 'Email',
    profile: 'On ft.dk',
    profileLink: 'Profile on the Folketing’s website',
    demo: 'Demo data: photo, email and link to ft.dk are not shown because they are invented.',
  },
});

/**
 * The top of a politician's page: photo (or placeholder), name as the page heading, and the facts a reader looks
 * for first — party now (or last), title, occupation, birth, seat — from the party memberships and the biografi.
 * Contact data and ft.dk links are left out for synthetic stores: their addresses are invented.
 */
export async function PoliticianHeader({
  actor,
  profile,
  name,
  synthetic,
}: {
  actor: ActorSummary;
  profile: PoliticianProfile;
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
      <DanishText>{`${party.partyName ?? party.party ?? ''}${party.party && party.partyName ? ` (${party.party})` : ''}`}</DanishText>
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
      <DanishText key="party">{`${bio.party}${bio.partyShortName ? ` (${bio.partyShortName})` : ''}`}</DanishText>,
    ]);
  }
  // The biografi's words are ODA's, in Danish.
  if (bio?.title) facts.push([t.title, <DanishText key="title">{bio.title}</DanishText>]);
  if (bio?.profession) facts.push([t.profession, <DanishText key="profession">{bio.profession}</DanishText>]);
  if (bio?.born) facts.push([t.born, <LocalDateTime key="born" value={bio.born} locale={locale} />]);
  if (bio?.died) facts.push([t.died, <LocalDateTime key="died" value={bio.died} locale={locale} />]);
  if (bio?.constituency)
    facts.push([t.constituency, <DanishText key="constituency">{bio.constituency}</DanishText>]);
  if (!synthetic && bio?.email)
    facts.push([
      t.email,
      <a key="email" href={`mailto:${bio.email}`} className="text-red-800 underline underline-offset-2">
        {bio.email}
      </a>,
    ]);
  if (!synthetic && bio?.profileUrl)
    facts.push([
      t.profile,
      <a
        key="profile"
        href={bio.profileUrl}
        className="text-red-800 underline underline-offset-2"
        rel="external"
      >
        {t.profileLink}
      </a>,
    ]);
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4 sm:gap-x-6">
      <div className="sm:row-span-2">
        <PoliticianPhoto url={bio?.pictureUrl ?? null} name={name} synthetic={synthetic} />
      </div>
      <h1 className="self-center text-3xl font-bold tracking-tight text-balance break-words sm:self-start">
        {name}
      </h1>
      <div className="col-span-2 space-y-4 sm:col-span-1 sm:col-start-2">
        {facts.length > 0 ? (
          <dl
            aria-label={format(t.facts, { name: actor.name ?? name })}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1"
          >
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-stone-700">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {synthetic ? <p className="text-sm text-stone-700">{t.demo}</p> : null}
      </div>
    </div>
  );
}

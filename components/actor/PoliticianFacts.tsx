import type { ReactNode } from 'react';
import { DanishText } from '@/components/ui/DanishText';
import { FactList } from '@/components/ui/FactList';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { PoliticianProfile } from '@/lib/data/actors/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    facts: 'Flere fakta om {name}',
    profession: 'Stilling',
    born: 'Født',
    died: 'Død',
    email: 'E-mail',
    profile: 'På ft.dk',
    profileLink: 'Profil på Folketingets hjemmeside',
    demo: 'Demodata: foto, e-mail og link til ft.dk vises ikke, fordi de er opdigtede.',
  },
  en: {
    facts: 'More facts about {name}',
    profession: 'Occupation',
    born: 'Born',
    died: 'Died',
    email: 'Email',
    profile: 'On ft.dk',
    profileLink: 'Profile on the Folketing’s website',
    demo: 'Demo data: photo, email and link to ft.dk are not shown because they are invented.',
  },
});

const LINK = 'text-red-800 underline underline-offset-2';

/**
 * A politician's facts after the key figures — occupation, birth (and death), email and ft.dk profile — from the
 * biografi. Contact data and ft.dk links are left out for synthetic stores: their addresses are invented.
 */
export async function PoliticianFacts({
  profile,
  name,
  synthetic,
}: {
  profile: PoliticianProfile;
  name: string;
  synthetic: boolean;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const bio = profile.biografi;
  const facts: [string, ReactNode][] = [];
  // The biografi's words are ODA's, in Danish.
  if (bio?.profession)
    facts.push([
      t.profession,
      <DanishText key="profession" locale={locale}>
        {bio.profession}
      </DanishText>,
    ]);
  if (bio?.born) facts.push([t.born, <LocalDateTime key="born" value={bio.born} locale={locale} />]);
  if (bio?.died) facts.push([t.died, <LocalDateTime key="died" value={bio.died} locale={locale} />]);
  if (!synthetic && bio?.email)
    facts.push([
      t.email,
      <a key="email" href={`mailto:${bio.email}`} className={LINK}>
        {bio.email}
      </a>,
    ]);
  if (!synthetic && bio?.profileUrl)
    facts.push([
      t.profile,
      <a key="profile" href={bio.profileUrl} className={LINK} rel="external">
        {t.profileLink}
      </a>,
    ]);
  if (facts.length === 0 && !synthetic) return null;
  return (
    <div className="space-y-2">
      <FactList facts={facts} label={format(t.facts, { name })} className="gap-x-4" />
      {synthetic ? <p className="text-sm text-stone-700">{t.demo}</p> : null}
    </div>
  );
}

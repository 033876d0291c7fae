import type { Person, WithContext } from 'schema-dts';
import type { ActorSummary, PoliticianProfile } from '@/lib/data/actors/types';
import type { Locale } from '@/lib/i18n/locale';
import { actorPath, partyPath } from '@/lib/routes';
import { alternatesOn } from '@/lib/share/page-metadata';

/**
 * A politician's page as a schema.org Person, with what the page's head shows (components/actor/PoliticianHeader.tsx,
 * PoliticianFacts.tsx): the name; the biografi's title; the party they sit for now (a past party is no membership);
 * the official photo and the ft.dk profile — both only for real data, as the page shows them (a synthetic store's
 * addresses are invented).
 */
export function politicianPerson(
  actor: ActorSummary,
  profile: PoliticianProfile,
  name: string,
  { origin, locale, synthetic }: { origin: URL; locale: Locale; synthetic: boolean },
): WithContext<Person> {
  const bio = profile.biografi;
  const party = profile.latestParty;
  const current = party && party.to === null && party.party ? party : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    url: alternatesOn(origin, actorPath(actor.id), locale).canonical,
    ...(bio?.title ? { jobTitle: bio.title } : {}),
    ...(current?.party
      ? {
          memberOf: {
            '@type': 'PoliticalParty',
            name: current.partyName ?? current.party,
            alternateName: current.party,
            url: alternatesOn(origin, partyPath(current.party), locale).canonical,
          },
        }
      : {}),
    ...(!synthetic && bio?.pictureUrl ? { image: bio.pictureUrl } : {}),
    ...(!synthetic && bio?.profileUrl ? { sameAs: bio.profileUrl } : {}),
  };
}

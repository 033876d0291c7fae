import { danishLang } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { PoliticianPhoto } from '@/components/ui/PoliticianPhoto';
import type { CurrentMember } from '@/lib/data/actors/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: { unnamed: 'Aktør {id} (uden navn)' },
  en: { unnamed: 'Actor {id} (no name)' },
});

/**
 * Members now as a grid (/aktoerer's Folketing now, a party page, a storkreds on /storkredse): each with photo (or
 * initials), name linking to their page, and storkreds where the biografi says it (unless the list is of one
 * storkreds: `showStorkreds` false).
 */
export function CurrentMemberList({
  members,
  locale,
  synthetic,
  showStorkreds = true,
}: {
  members: readonly CurrentMember[];
  locale: Locale;
  synthetic: boolean;
  showStorkreds?: boolean;
}) {
  return (
    <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => {
        const name = member.name ?? format(messages[locale].unnamed, { id: member.id });
        return (
          <li key={member.id}>
            <LocaleLink
              href={actorPath(member.id)}
              prefetch={false}
              className="group flex min-h-11 items-center gap-3 rounded py-1 hover:bg-stone-100"
            >
              <PoliticianPhoto url={member.photoUrl} name={name} synthetic={synthetic} size="small" />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-stone-950 underline decoration-stone-400 underline-offset-4 group-hover:decoration-red-800">
                  {name}
                </span>
                {showStorkreds && member.storkreds ? (
                  <span lang={danishLang(locale)} className="block text-sm text-stone-700">
                    {member.storkreds}
                  </span>
                ) : null}
              </span>
            </LocaleLink>
          </li>
        );
      })}
    </ul>
  );
}

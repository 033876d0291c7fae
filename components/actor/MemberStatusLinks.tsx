import { LocaleLink } from '@/components/ui/LocaleLink';
import { defineMessages } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';
import type { ActorSearch, MemberStatusFilter } from '@/lib/url-state/actor-search';

const messages = defineMessages<'label' | MemberStatusFilter>({
  da: {
    label: 'Hvilke medlemmer',
    nuvaerende: 'Folketinget nu',
    tidligere: 'Tidligere medlemmer',
    alle: 'Alle personer',
  },
  en: {
    label: 'Which members',
    nuvaerende: 'The Folketing now',
    tidligere: 'Former members',
    alle: 'All people',
  },
});

const STATUSES: readonly MemberStatusFilter[] = ['nuvaerende', 'tidligere', 'alle'];

/**
 * The switch between the Folketing now, former members and every person: plain links keeping the other filters (so
 * it works without JavaScript), the current one marked for screen readers. Shown for the members type only.
 */
export async function MemberStatusLinks({ search }: { search: ActorSearch }) {
  const t = await getMessages(messages);
  return (
    <nav aria-label={t.label}>
      <ul className="flex flex-wrap gap-2">
        {STATUSES.map((status) => {
          const current = search.status === status;
          return (
            <li key={status}>
              <LocaleLink
                href={search.withStatus(status).toUrl()}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium ${
                  current
                    ? 'border-red-800 bg-red-800 text-white'
                    : 'border-stone-400 bg-white text-stone-900 hover:bg-stone-100'
                }`}
              >
                {t[status]}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

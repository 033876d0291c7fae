import { LocaleLink } from '@/components/ui/LocaleLink';
import { getMessages } from '@/lib/i18n/server';
import type { MeetingSearch, MeetingTense } from '@/lib/url-state/meeting-search';
import { meetingListMessages } from './meeting-list-messages';

/** Links between upcoming and past meetings, keeping the filters; the current one marked. */
export async function MeetingTenseTabs({ search }: { search: MeetingSearch }) {
  const t = await getMessages(meetingListMessages);
  const tabs: readonly { tense: MeetingTense; label: string }[] = [
    { tense: 'upcoming', label: t.upcoming },
    { tense: 'past', label: t.past },
  ];
  return (
    <nav aria-label={t.tenses}>
      <ul className="flex gap-1 border-b border-stone-300">
        {tabs.map((tab) => {
          const current = tab.tense === search.tense;
          return (
            <li key={tab.tense}>
              <LocaleLink
                href={search.withTense(tab.tense).toUrl()}
                aria-current={current ? 'page' : undefined}
                prefetch={false}
                className={`target -mb-px inline-flex items-center gap-1 rounded-t border px-4 py-2 font-semibold ${
                  current
                    ? 'border-stone-300 border-b-stone-50 bg-stone-50 text-red-800'
                    : 'border-transparent text-stone-800 underline underline-offset-4 hover:bg-stone-100'
                }`}
              >
                {tab.label}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { TabLinks } from '@/components/ui/TabLinks';
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
    <TabLinks
      label={t.tenses}
      tabs={tabs.map((tab) => ({
        key: tab.tense,
        href: search.withTense(tab.tense).toUrl(),
        label: tab.label,
        current: tab.tense === search.tense,
      }))}
    />
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MeetingAgenda } from '@/components/meeting/MeetingAgenda';
import { MeetingAttendance } from '@/components/meeting/MeetingAttendance';
import { MeetingHeader } from '@/components/meeting/MeetingHeader';
import { MeetingVotes } from '@/components/meeting/MeetingVotes';
import { meetingPageMessages } from '@/components/meeting/meeting-page-messages';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { getMeeting, parseMeetingId } from '@/lib/data/meeting';
import { getSiteStatus } from '@/lib/data/site';
import { format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getMessages(meetingPageMessages);
  const id = parseMeetingId((await params).id);
  if ((await getSiteStatus()).kind !== 'ready') return {};
  const meeting = id === null ? null : await getMeeting(id);
  if (!meeting) return { title: t.notFoundTitle };
  const title = meeting.title ?? format(t.untitled, { id: meeting.id });
  const dated = meeting.date ? `${title}, ${meeting.date.slice(0, 10)}` : title;
  return { title: dated, description: format(t.metaDescription, { title: dated }) };
}

/**
 * `/moede/<id>`: a meeting's facts, agenda, votes and attendance. Rendered whole, without a loading boundary or
 * Suspense: every read is a few milliseconds against the embedded store (see scripts/bench/pages.ts), and content
 * streamed into a Suspense boundary only appears with JavaScript — this way the page works without it, and an
 * unknown or malformed id answers with a real 404 (notFound() runs before anything is sent).
 */
export default async function MeetingPage({ params }: Props) {
  // Without a store the root layout explains how to build one; reading would only fail.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const id = parseMeetingId((await params).id);
  if (id === null) notFound();
  const [meeting, t] = await Promise.all([getMeeting(id), getMessages(meetingPageMessages)]);
  if (!meeting) notFound();
  return (
    <div className="space-y-8">
      <div>
        <Breadcrumbs
          items={[
            { label: t.meetings, href: '/moeder' },
            { label: meeting.title ?? format(t.untitled, { id: meeting.id }) },
          ]}
        />
        <MeetingHeader meeting={meeting} />
      </div>
      <OnThisPage
        label={t.onThisPage}
        sections={[
          ['dagsorden', t.agenda],
          ['afstemninger', t.votes],
          ['fremmoede', t.attendance],
        ]}
      />
      <MeetingAgenda meetingId={meeting.id} />
      <MeetingVotes meetingId={meeting.id} />
      <MeetingAttendance meetingId={meeting.id} />
    </div>
  );
}

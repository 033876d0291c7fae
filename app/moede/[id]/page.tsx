import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DEBATE_SECTION, MeetingDebate } from '@/components/debate/MeetingDebate';
import { MeetingAgenda } from '@/components/meeting/MeetingAgenda';
import { MeetingAttendance } from '@/components/meeting/MeetingAttendance';
import { MeetingHeader } from '@/components/meeting/MeetingHeader';
import { MeetingVotes } from '@/components/meeting/MeetingVotes';
import { meetingPageMessages } from '@/components/meeting/meeting-page-messages';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { getMeetingDebate } from '@/lib/data/debates/debates';
import { getMeeting, getMeetingAgenda, getMeetingAttendance } from '@/lib/data/meetings/meeting';
import { getSiteStatus } from '@/lib/data/site/site';
import { getMeetingVoteList } from '@/lib/data/votes/votes';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { MOEDETYPE } from '@/lib/model/oda-ids';
import { MEETING_LIST_PATH, meetingPath, parseIdSegment } from '@/lib/routes';
import { meetingEvent } from '@/lib/seo/json-ld/meeting-event';
import { earlyRead } from '@/lib/server/early-read';
import { meetingDescription } from '@/lib/share/meeting-description';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { getSiteOrigin } from '@/lib/site-url';
import { meetingFullTitle, meetingNameText } from '@/lib/wording/meeting-title';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const id = parseIdSegment((await params).id);
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const meeting = id === null ? null : await getMeeting(id);
  // An unknown id never gets here: proxy.ts answers it with the meeting's 404 (app/ikke-fundet/[kind]).
  if (!meeting) return {};
  const [agenda, votes] = await Promise.all([getMeetingAgenda(meeting.id), getMeetingVoteList(meeting.id)]);
  return sharePageMetadata({
    title: meetingFullTitle(meeting, locale),
    description: meetingDescription(meeting, agenda.length, votes.length, locale),
    path: meetingPath(meeting.id),
    locale,
    type: 'article',
    synthetic: status.site.synthetic,
  });
}

/**
 * `/moede/<id>`: a meeting's facts, agenda, votes, debate (a plenary sitting's transcript) and attendance. Rendered whole, without a loading boundary or
 * Suspense: every read is a few milliseconds against the embedded store (see scripts/bench/pages.ts), and content
 * streamed into a Suspense boundary only appears with JavaScript — this way the page works without it. An unknown
 * or malformed id never gets here: proxy.ts answers it with the meeting's 404; `notFound()` below only covers a
 * meeting removed between that check and this read.
 */
export default async function MeetingPage({ params }: Props) {
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  // The meeting and its sections' reads (memoised per request, so each section gets the one started here) start
  // beside the status check, not one after the other.
  const meetingRead = earlyRead(getMeeting(id));
  earlyRead(getMeetingAgenda(id));
  earlyRead(getMeetingVoteList(id));
  earlyRead(getMeetingAttendance(id));
  // A committee meeting has no transcript; the read is one lookup that finds none.
  earlyRead(getMeetingDebate(id));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [meeting, t, locale, origin] = await Promise.all([
    meetingRead,
    getMessages(meetingPageMessages),
    getLocale(),
    getSiteOrigin(),
  ]);
  if (!meeting) notFound();
  return (
    <div className="space-y-8">
      <JsonLd data={meetingEvent(meeting, origin, locale)} />
      <div>
        <Breadcrumbs
          items={[
            { label: t.meetings, href: MEETING_LIST_PATH },
            { label: meetingNameText(meeting, locale).text, lang: meetingNameText(meeting, locale).lang },
          ]}
        />
        <MeetingHeader
          meeting={meeting}
          map={
            <OnThisPage
              label={t.onThisPage}
              sections={[
                ['dagsorden', t.agenda],
                ['afstemninger', t.votes],
                ...(meeting.typeId === MOEDETYPE.salen ? [[DEBATE_SECTION, t.debate] as const] : []),
                ['fremmoede', t.attendance],
              ]}
            />
          }
        />
      </div>
      <MeetingAgenda meetingId={meeting.id} />
      <MeetingVotes meetingId={meeting.id} />
      {meeting.typeId === MOEDETYPE.salen ? <MeetingDebate meetingId={meeting.id} /> : null}
      <MeetingAttendance meetingId={meeting.id} />
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SpeechView } from '@/components/debate/SpeechView';
import { speechPageMessages } from '@/components/debate/speech-page-messages';
import { speechShareDescription, speechShareTitle } from '@/components/debate/speech-share-text';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { getSpeech } from '@/lib/data/debates/debates';
import { getSiteStatus } from '@/lib/data/site/site';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { parseSpeechIdSegment } from '@/lib/referat/referat-ids';
import { MEETING_LIST_PATH, meetingPath, speechPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const id = parseSpeechIdSegment((await params).id);
  const [speech, locale] = await Promise.all([id === null ? null : getSpeech(id), getLocale()]);
  // An unknown id never gets here: proxy.ts answers it with the speech's 404 (app/ikke-fundet/[kind]).
  if (!speech) return {};
  return sharePageMetadata({
    title: speechShareTitle(speech, locale),
    description: speechShareDescription(speech, locale),
    path: speechPath(speech.id),
    locale,
    type: 'article',
    synthetic: status.site.synthetic,
  });
}

/**
 * `/tale/<id>`: one speech whole — who spoke (party or minister title of that day), when and how long, on which
 * item and case, a link to it in the meeting's debate, the speeches before and after it. Read whole once
 * (lib/data/debates/speech-load.ts), by proxy.ts before routing.
 */
export default async function SpeechPage({ params }: Props) {
  const id = parseSpeechIdSegment((await params).id);
  if (id === null) notFound();
  const reads = earlyRead(Promise.all([getSpeech(id), getLocale()]));
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return null;
  const [speech, locale] = await reads;
  if (!speech) notFound();
  const t = speechPageMessages[locale];
  const { sitting } = speech;
  return (
    <div className="space-y-8">
      <Breadcrumbs
        items={[
          { label: t.meetings, href: MEETING_LIST_PATH },
          sitting.meetingId !== null
            ? { label: format(t.sitting, { n: sitting.number }), href: meetingPath(sitting.meetingId) }
            : { label: format(t.sitting, { n: sitting.number }) },
          { label: speech.speaker.name, lang: 'da' },
        ]}
      />
      <SpeechView speech={speech} locale={locale} synthetic={status.site.synthetic} />
    </div>
  );
}

import { MeetingShareImage } from '@/components/meeting/MeetingShareImage';
import { getMeeting, getMeetingAgenda } from '@/lib/data/meetings/meeting';
import { agendaPreview } from '@/lib/data/meetings/meeting-agenda';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Mødet: nummer, dato, sted og de første punkter på dagsordenen';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

async function loadMeeting(id: number) {
  const [meeting, agenda] = await Promise.all([getMeeting(id), getMeetingAgenda(id)]);
  return meeting ? { meeting, agenda: agendaPreview(agenda) } : null;
}

/** The meeting's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareImageResponse(
    (await params).id,
    loadMeeting,
    (data, synthetic) => <MeetingShareImage {...data} synthetic={synthetic} />,
    'Mødet findes ikke.',
  );
}

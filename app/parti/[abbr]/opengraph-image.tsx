import { PartyShareImage } from '@/components/party/PartyShareImage';
import { getParty } from '@/lib/data/parties/party';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Partiet: navn, medlemmer og fremmøde';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

async function loadParty(code: string) {
  const found = await getParty(code);
  return found.kind === 'party' ? found.profile : null;
}

/** The party's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ abbr: string }> }) {
  return shareImageResponse(
    (await params).abbr,
    loadParty,
    (profile, synthetic) => <PartyShareImage profile={profile} synthetic={synthetic} />,
    'Partiet findes ikke.',
    (segment) => segment,
  );
}

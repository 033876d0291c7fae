import { ActorShareImage } from '@/components/actor/ActorShareImage';
import { getActor, getActorOffices, getPoliticianProfile } from '@/lib/data/actors/actor';
import { SHARE_IMAGE_SIZE, shareImageResponse } from '@/lib/share/share-image';

// better-sqlite3 is a native module: the image renders in Node.
export const runtime = 'nodejs';
export const alt = 'Politikeren: navn, parti og rolle';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

async function loadActor(id: number) {
  const actor = await getActor(id);
  if (!actor) return null;
  if (actor.kind !== 'person') return { actor, profile: null, office: null };
  const [profile, offices] = await Promise.all([getPoliticianProfile(id), getActorOffices(id)]);
  const minister = offices.offices.find((o) => o.kind === 'minister');
  return { actor, profile, office: minister?.title ?? null };
}

/** The actor's share image (og:image, and Twitter's via og:image). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareImageResponse(
    (await params).id,
    loadActor,
    (data, synthetic) => <ActorShareImage {...data} synthetic={synthetic} />,
    'Aktøren findes ikke.',
  );
}

import { ActorNotFound } from '@/components/actor/ActorNotFound';

export default function NotFound() {
  return <ActorNotFound />;
}

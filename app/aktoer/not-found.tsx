import { ActorNotFound } from '@/components/actor/ActorNotFound';
import { WithSearch } from '@/components/site/WithSearch';

export default function NotFound() {
  return (
    <WithSearch>
      <ActorNotFound />
    </WithSearch>
  );
}

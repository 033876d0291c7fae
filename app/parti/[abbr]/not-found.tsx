import { PartyNotFound } from '@/components/party/PartyNotFound';
import { WithSearch } from '@/components/site/WithSearch';

export default function NotFound() {
  return (
    <WithSearch>
      <PartyNotFound />
    </WithSearch>
  );
}

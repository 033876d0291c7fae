import { MeetingNotFound } from '@/components/meeting/MeetingNotFound';
import { WithSearch } from '@/components/site/WithSearch';

export default function NotFound() {
  return (
    <WithSearch>
      <MeetingNotFound />
    </WithSearch>
  );
}

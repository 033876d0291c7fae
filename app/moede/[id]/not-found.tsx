import { MeetingNotFound } from '@/components/meeting/MeetingNotFound';

export default function NotFound() {
  return <MeetingNotFound />;
}

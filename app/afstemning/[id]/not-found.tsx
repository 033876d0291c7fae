import type { Metadata } from 'next';
import { WithSearch } from '@/components/site/WithSearch';
import { VoteNotFound } from '@/components/vote/VoteNotFound';
import { shareMessages } from '@/components/vote/vote-share-text';
import { getMessages } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getMessages(shareMessages)).notFound };
}

export default function NotFound() {
  return (
    <WithSearch>
      <VoteNotFound />
    </WithSearch>
  );
}

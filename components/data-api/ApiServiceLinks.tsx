import { CodeText } from '@/components/ui/CodeText';
import { getMessages } from '@/lib/i18n/server';
import { ApiRequestItem } from './ApiRequestItem';
import { dataApiMessages } from './data-api-messages';

/** The service root and `$metadata`, and what an answer looks like. */
export async function ApiServiceLinks({ origin }: { origin: string }) {
  const t = await getMessages(dataApiMessages);
  return (
    <>
      <ul className="rows">
        <ApiRequestItem origin={origin} request="" text={t.root} />
        <ApiRequestItem origin={origin} request="$metadata" text={t.metadata} />
      </ul>
      <p className="max-w-prose">
        <CodeText text={t.format} />
      </p>
    </>
  );
}

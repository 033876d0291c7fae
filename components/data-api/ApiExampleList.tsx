import { CodeText } from '@/components/ui/CodeText';
import { getMessages } from '@/lib/i18n/server';
import { ApiRequestItem } from './ApiRequestItem';
import { API_EXAMPLES } from './api-examples';
import { apiExampleMessages, dataApiMessages } from './data-api-messages';

/** The example requests (api-examples.ts), each a working link on this site with a line on what it asks. */
export async function ApiExampleList({ origin }: { origin: string }) {
  const [t, examples] = await Promise.all([getMessages(dataApiMessages), getMessages(apiExampleMessages)]);
  return (
    <>
      <p className="max-w-prose">
        <CodeText text={t.examplesIntro} />
      </p>
      <ul className="rows">
        {API_EXAMPLES.map(([key, request]) => (
          <ApiRequestItem key={key} origin={origin} request={request} text={examples[key]} />
        ))}
      </ul>
    </>
  );
}

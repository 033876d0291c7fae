import { LocaleLink } from '@/components/ui/LocaleLink';
import { Notice } from '@/components/ui/Notice';
import { getMessages } from '@/lib/i18n/server';
import { DATA_API_PATH } from '@/lib/routes';
import { downloadsMessages } from './downloads-messages';

/**
 * In place of the files when there are none to offer: nothing published yet, or the list could not be read just
 * now — said plainly, with the API as the way to the data meanwhile.
 */
export async function NoDownloads({ reason }: { reason: 'none' | 'unavailable' }) {
  const t = await getMessages(downloadsMessages);
  return (
    <Notice id="ingen-filer-titel" tone="info" heading={reason === 'none' ? t.noneTitle : t.unavailableTitle}>
      <p className="max-w-prose">{reason === 'none' ? t.none : t.unavailable}</p>
      <p>
        <LocaleLink href={DATA_API_PATH} className="text-link target font-medium">
          {t.apiLink}
        </LocaleLink>
      </p>
    </Notice>
  );
}

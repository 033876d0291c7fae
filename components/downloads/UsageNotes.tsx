import { CodeText } from '@/components/ui/CodeText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { DownloadFile } from '@/lib/data/downloads/types';
import { getMessages } from '@/lib/i18n/server';
import { DATA_API_PATH } from '@/lib/routes';
import { CommandLine } from './CommandLine';
import { downloadsMessages } from './downloads-messages';
import { resumeCommand, sqliteCommand } from './file-commands';

/**
 * How to use the files: resume a broken download, open the store with `sqlite3`, a CSV file in a spreadsheet, and
 * the API for those who need only a little. `storeUrl` is the store file's absolute URL, as `curl` needs it.
 */
export async function UsageNotes({ store, storeUrl }: { store: DownloadFile; storeUrl: string }) {
  const t = await getMessages(downloadsMessages);
  return (
    <div className="max-w-prose space-y-3">
      <p>
        <CodeText text={t.useResume} />
      </p>
      <CommandLine command={resumeCommand(storeUrl)} />
      <p>
        <CodeText text={t.useSqlite} />
      </p>
      <CommandLine command={sqliteCommand(store.fileName)} />
      <p>
        <CodeText text={t.useCsv} />
      </p>
      <p>
        {t.useApi}{' '}
        <LocaleLink href={DATA_API_PATH} className="text-link target">
          {t.apiLink}
        </LocaleLink>
      </p>
    </div>
  );
}

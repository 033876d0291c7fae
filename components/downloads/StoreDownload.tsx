import { CodeText } from '@/components/ui/CodeText';
import type { DownloadGeneration } from '@/lib/data/downloads/types';
import { formatBytes } from '@/lib/format/bytes';
import { format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { localePath } from '@/lib/routes';
import { Checksum } from './Checksum';
import { CommandLine } from './CommandLine';
import { downloadsMessages } from './downloads-messages';
import { FileSize } from './FileSize';
import { checkCommand } from './file-commands';

/**
 * The page's answer: the whole store of the newest generation as one download — the button, its size (compressed,
 * exactly, and unpacked), its checksum and the command that checks a downloaded copy against it.
 */
export async function StoreDownload({ generation }: { generation: DownloadGeneration }) {
  const [locale, t] = await Promise.all([getLocale(), getMessages(downloadsMessages)]);
  const { store } = generation;
  return (
    <div className="space-y-3 rounded-lg border border-stone-300 bg-white p-4">
      <a
        href={localePath(locale, store.href)}
        download={store.fileName}
        className="inline-flex min-h-11 items-center gap-2 rounded bg-red-800 px-4 py-2 text-lg font-semibold text-white hover:bg-red-900"
      >
        <span aria-hidden="true">↓</span> {t.downloadStore}
      </a>
      <p className="text-sm text-stone-700">
        <span className="font-mono text-stone-950">{store.fileName}</span> · {t.storeKind} ·{' '}
        <FileSize bytes={store.bytes} locale={locale} /> ·{' '}
        {format(t.unpacked, { size: formatBytes(locale, store.rawBytes) })}
      </p>
      <Checksum sha256={store.sha256} />
      <p className="text-sm">
        <CodeText text={t.check} />
      </p>
      <CommandLine command={checkCommand(store.sha256, store.fileName)} />
    </div>
  );
}

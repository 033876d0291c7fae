import type { DownloadGeneration } from '@/lib/data/downloads/types';
import { getLocale } from '@/lib/i18n/server';
import { localePath } from '@/lib/routes';
import { Checksum } from './Checksum';
import { FileSize } from './FileSize';
import { GenerationFacts } from './GenerationFacts';

/**
 * The generations still kept before the newest, newest first: each its facts and its store file with size and
 * checksum (their CSV files are the same tables as of then; the store holds them all).
 */
export async function EarlierGenerations({ generations }: { generations: readonly DownloadGeneration[] }) {
  const locale = await getLocale();
  return (
    <ul className="rows">
      {generations.map((generation) => (
        <li key={generation.generation} className="space-y-2 py-3">
          <GenerationFacts generation={generation} />
          <p>
            <a
              href={localePath(locale, generation.store.href)}
              download={generation.store.fileName}
              className="title-link font-mono font-semibold break-all"
            >
              {generation.store.fileName}
            </a>{' '}
            <span className="row-meta">
              <FileSize bytes={generation.store.bytes} locale={locale} />
            </span>
          </p>
          <Checksum sha256={generation.store.sha256} />
        </li>
      ))}
    </ul>
  );
}

import type { Legislation, WithContext } from 'schema-dts';
import type { CaseDetail } from '@/lib/data/cases/types';
import { w3cDateTime } from '@/lib/format/w3c-datetime';
import type { Locale } from '@/lib/i18n/locale';
import { SAGSTYPE } from '@/lib/model/oda-ids';
import { casePath } from '@/lib/routes';
import { alternatesOn } from '@/lib/share/page-metadata';
import { FOLKETINGET } from './json-ld-text';

/**
 * A bill's page (a case of type Lovforslag with its number) as a schema.org Legislation, with what the page's head
 * shows (components/case/CaseHeader.tsx): the number ('L 12') as its identifier, the title and short title, the
 * type, when ODA last changed it; once passed, the act's date (`lovnummerdato`) and the Folketing as the body that
 * passed it. Null for any other case.
 */
export function billLegislation(
  detail: CaseDetail,
  origin: URL,
  locale: Locale,
): WithContext<Legislation> | null {
  if (detail.typeId !== SAGSTYPE.lovforslag || !detail.number) return null;
  const name = detail.title ?? detail.shortTitle;
  const modified = w3cDateTime(detail.updated);
  const passed = w3cDateTime(detail.law?.date)?.slice(0, 10) ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Legislation',
    legislationIdentifier: detail.number,
    ...(name ? { name } : {}),
    ...(detail.shortTitle && detail.shortTitle !== name ? { alternateName: detail.shortTitle } : {}),
    url: alternatesOn(origin, casePath(detail.id), locale).canonical,
    inLanguage: 'da',
    legislationJurisdiction: 'DK',
    ...(detail.type ? { legislationType: detail.type } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(detail.law && passed ? { legislationDate: passed, legislationPassedBy: FOLKETINGET } : {}),
  };
}

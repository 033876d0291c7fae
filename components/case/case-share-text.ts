import { toCaseStatusGroup } from '@/lib/data/cases/case-status';
import type { CaseDetail, CaseResult } from '@/lib/data/cases/types';
import { clipText } from '@/lib/format/clip-text';
import { format, type Locale } from '@/lib/i18n/locale';
import { resultSentence } from '@/lib/wording/case-result-text';
import { caseStatusMessages } from '@/lib/wording/case-status-words';
import { casePageMessages } from './case-page-messages';

/** The longest description a link preview gets (longer ones are cut by the services anyway). */
const MAX_DESCRIPTION = 200;

/** A case by its short title, else its title, else 'Sag 123'. */
export function caseName(detail: CaseDetail, locale: Locale): string {
  return detail.shortTitle ?? detail.title ?? format(casePageMessages[locale].caseLabel, { id: detail.id });
}

/** The case as it is shared (page title, link preview, share sheet): 'L 123: Ændring af fiskeriloven'. */
export function caseShareTitle(detail: CaseDetail, locale: Locale): string {
  const name = caseName(detail, locale);
  return detail.number ? `${detail.number}: ${name}` : name;
}

/**
 * Its result in one sentence when it has one to tell (lib/wording/case-result-text.ts: 'Vedtaget: forslag til
 * vedtagelse V 2, stillet af S, V og M — 58 for, 51 imod.'), then its resume, else what the page holds; cut to
 * {@link MAX_DESCRIPTION} characters.
 */
export function caseShareDescription(
  detail: CaseDetail,
  locale: Locale,
  result: CaseResult | null = null,
): string {
  const text =
    detail.resume ??
    format(casePageMessages[locale].metaDescription, { title: caseShareTitle(detail, locale) });
  const lead = result && result.kind !== 'no-votes-expected' ? `${resultSentence(result, locale)}. ` : '';
  return clipText(`${lead}${text}`, MAX_DESCRIPTION);
}

/**
 * 'Vedtaget (Stadfæstet)': the status in a plain word with ODA's own beside it when that says more. ODA's alone when
 * the plain word has no group for it, or already says it ('Bortfaldet' rather than 'Bortfaldet/tilbagetaget').
 */
export function caseStatusText(status: string): string {
  const group = toCaseStatusGroup(status);
  const plain = group ? caseStatusMessages.da[group] : null;
  if (!plain || plain.toLocaleLowerCase('da').includes(status.toLocaleLowerCase('da'))) return status;
  return `${plain} (${status})`;
}

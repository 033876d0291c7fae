import type { CaseStatusGroup } from '@/lib/data/cases/case-status';
import { defineMessages } from '@/lib/i18n/locale';

/** The plain word for each group of ODA's case statuses (lib/data/cases/case-status.ts), as the search and case pages say it. */
export const caseStatusMessages = defineMessages<CaseStatusGroup>({
  da: {
    adopted: 'Vedtaget',
    rejected: 'Forkastet',
    pending: 'Under behandling',
    lapsed: 'Bortfaldet/tilbagetaget',
    concluded: 'Afsluttet',
  },
  en: {
    adopted: 'Adopted',
    rejected: 'Rejected',
    pending: 'In progress',
    lapsed: 'Lapsed/withdrawn',
    concluded: 'Concluded',
  },
});

import { FeedLinkView } from '@/components/follow/FeedLinkView';
import { FollowByEmail, followFormId } from '@/components/follow/FollowByEmail';
import type { Locale } from '@/lib/i18n/locale';

/**
 * A page's "Følg (Atom)" link and, when `alerts` (lib/alerts/alerts-offered.ts, read on the server), "Følg på e-mail"
 * beside it (components/follow/FeedLinkView.tsx). `path` comes from lib/routes.ts; `label` names the link where a page
 * has more than one feed.
 */
export function FeedLink({
  path,
  locale,
  label,
  alerts,
}: {
  path: string;
  locale: Locale;
  label?: string;
  alerts: boolean;
}) {
  const follow = alerts
    ? { form: <FollowByEmail locale={locale} id={followFormId(path)} feedPath={path} /> }
    : null;
  return <FeedLinkView path={path} locale={locale} label={label} follow={follow} />;
}

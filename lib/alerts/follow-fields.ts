/**
 * The follow form's field names (components/follow/FollowByEmail.tsx, read back by lib/alerts/follow-form.ts): in a
 * module of their own, as the search page's script needs the feed's field name and nothing else of the form.
 */
export const FOLLOW_FIELDS = {
  address: 'adresse',
  cadence: 'hyppighed',
  feedPath: 'feed',
  locale: 'sprog',
} as const;

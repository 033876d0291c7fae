import { signToken } from './tokens';
import { CONFIRM_TTL_SECONDS, type Follow, type Subscriber } from './types';

/** The links of every mail's footer: the manage page's and the unsubscribe's (they never expire). */
export function tokensFor(
  secret: string,
  subscriber: Pick<Subscriber, 'id' | 'address'>,
): { readonly manage: string; readonly unsubscribe: string } {
  const claims = { subscriberId: subscriber.id, followId: null, expiresAt: null };
  return {
    manage: signToken(secret, { purpose: 'manage', ...claims }, subscriber.address),
    unsubscribe: signToken(secret, { purpose: 'unsubscribe', ...claims }, subscriber.address),
  };
}

/** When a follow request's confirmation expires (unix seconds): {@link CONFIRM_TTL_SECONDS} after it was made. */
export const confirmExpiry = (follow: Pick<Follow, 'createdAt'>): number =>
  Math.floor(Date.parse(follow.createdAt) / 1000) + CONFIRM_TTL_SECONDS;

/** The confirmation mail's token for one follow request. */
export const confirmTokenFor = (
  secret: string,
  subscriber: Pick<Subscriber, 'id' | 'address'>,
  follow: Pick<Follow, 'id' | 'createdAt'>,
): string =>
  signToken(
    secret,
    {
      purpose: 'confirm',
      subscriberId: subscriber.id,
      followId: follow.id,
      expiresAt: confirmExpiry(follow),
    },
    subscriber.address,
  );

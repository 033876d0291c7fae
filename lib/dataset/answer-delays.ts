import type { Random } from './random';

/**
 * How long ministers take to answer, in calendar days from a question's date to its answers' dates. The shape is
 * the generator's assumption, chosen so that the answer-time figures (docs/oda.md#questions-and-answers) look like
 * a real service's: a log-normal body (a committee question's median two to four weeks, a bill's about a week),
 * a few answered the same day, a long tail of very late answers, a few never answered, and now and then a second
 * answer (a preliminary one and the final one, or a supplement to the first). How fast depends on the ministry and
 * on the minister: see {@link SpeedFactors}.
 */
export interface DelayProfile {
  /** The median days to answer at speed 1. */
  readonly median: number;
  /** The spread of the log-normal body (the standard deviation of the log of the days). */
  readonly sigma: number;
}

/** Questions in a committee's Alm. del folder. */
export const COMMITTEE_QUESTION: DelayProfile = { median: 18, sigma: 0.75 };
/** Questions about a bill, which the committee needs answered before it reports. */
export const BILL_QUESTION: DelayProfile = { median: 8, sigma: 0.6 };

/** Share of questions never answered (withdrawn, lapsed, forgotten). */
export const NEVER_ANSWERED = 0.04;
/** Share answered the day they were asked. */
export const SAME_DAY = 0.025;
/** Share answered very late: 100 to 400 days after they were asked. */
export const VERY_LATE = 0.015;
/** Share of answered questions that get a second answer. */
export const SECOND_ANSWER = 0.03;

/** A question's answers: none, or the days after the question of the first and (rarely) a second one. */
export interface AnswerPlan {
  /** Days after the question, ascending; empty when the question is never answered. */
  readonly days: readonly number[];
  /** Whether the first of two answers is preliminary (else the second supplements it). */
  readonly preliminaryFirst: boolean;
}

/** A standard normal draw (Box–Muller). */
function normal(rng: Random): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** Plans the answers to one question; `speed` > 1 is slower (it multiplies the median). */
export function planAnswers(rng: Random, profile: DelayProfile, speed: number): AnswerPlan {
  if (rng.chance(NEVER_ANSWERED)) return { days: [], preliminaryFirst: false };
  const r = rng.next();
  const first =
    r < SAME_DAY
      ? 0
      : r < SAME_DAY + VERY_LATE
        ? rng.int(100, 400)
        : Math.max(1, Math.round(profile.median * speed * Math.exp(profile.sigma * normal(rng))));
  if (!rng.chance(SECOND_ANSWER)) return { days: [first], preliminaryFirst: false };
  const preliminaryFirst = rng.chance(0.5);
  return { days: [first, first + rng.int(preliminaryFirst ? 5 : 3, 60)], preliminaryFirst };
}

/**
 * Speed factors that make some ministries and some ministers slower than others: a factor per ministry (a
 * policy area) and one per person, drawn once each (log-normal, the ministry's wider), multiplied.
 */
export class SpeedFactors {
  private readonly factors = new Map<string, number>();

  constructor(private readonly rng: Random) {}

  private factor(key: string, sigma: number): number {
    let f = this.factors.get(key);
    if (f === undefined) {
      f = Math.exp(sigma * normal(this.rng));
      this.factors.set(key, f);
    }
    return f;
  }

  /** The speed of a ministry's answers while `person` (a roster member, if any) holds it. */
  of(ministry: string, person: number | undefined): number {
    return (
      this.factor(`ministry ${ministry}`, 0.35) *
      (person === undefined ? 1 : this.factor(`person ${person}`, 0.25))
    );
  }
}

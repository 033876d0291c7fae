import { describe, expect, it } from 'vitest';
import {
  BILL_QUESTION,
  COMMITTEE_QUESTION,
  NEVER_ANSWERED,
  planAnswers,
  SAME_DAY,
  SECOND_ANSWER,
  SpeedFactors,
} from './answer-delays';
import { Random } from './random';

const N = 20_000;
const plans = (speed: number, profile = COMMITTEE_QUESTION) => {
  const rng = new Random(11);
  return Array.from({ length: N }, () => planAnswers(rng, profile, speed));
};
const firstDays = (ps: ReturnType<typeof plans>) =>
  ps.flatMap((p) => (p.days[0] === undefined ? [] : [p.days[0]])).sort((a, b) => a - b);
const quantile = (sorted: readonly number[], q: number) => sorted[Math.ceil(q * sorted.length) - 1] as number;
const share = (ps: ReturnType<typeof plans>, test: (p: (typeof ps)[number]) => boolean) =>
  ps.filter(test).length / ps.length;

describe('planAnswers', () => {
  const all = plans(1);
  const days = firstDays(all);

  it('leaves a few percent never answered and answers a few the same day', () => {
    expect(share(all, (p) => p.days.length === 0)).toBeCloseTo(NEVER_ANSWERED, 2);
    expect(share(all, (p) => p.days[0] === 0)).toBeGreaterThan(SAME_DAY * 0.8);
    expect(share(all, (p) => p.days[0] === 0)).toBeLessThan(SAME_DAY * 1.3);
  });

  it('answers a committee question in two to four weeks at the median, with a long tail past 100 days', () => {
    expect(quantile(days, 0.5)).toBeGreaterThanOrEqual(14);
    expect(quantile(days, 0.5)).toBeLessThanOrEqual(28);
    expect(quantile(days, 0.9)).toBeGreaterThan(35);
    expect(quantile(days, 0.9)).toBeLessThan(80);
    const late = days.filter((d) => d > 100).length / days.length;
    expect(late).toBeGreaterThan(0.01);
    expect(late).toBeLessThan(0.06);
    expect(days.every((d) => Number.isInteger(d) && d >= 0 && d <= 400)).toBe(true);
  });

  it('answers bill questions faster than questions in a folder', () => {
    expect(quantile(firstDays(plans(1, BILL_QUESTION)), 0.5)).toBeLessThan(quantile(days, 0.5) / 1.5);
  });

  it('gives a few questions a second, later answer, preliminary-then-final or final-then-supplementary', () => {
    const twice = all.filter((p) => p.days.length === 2);
    expect(twice.length / all.length).toBeGreaterThan(SECOND_ANSWER * 0.8);
    expect(twice.length / all.length).toBeLessThan(SECOND_ANSWER * 1.2);
    for (const p of twice) expect((p.days[1] as number) > (p.days[0] as number)).toBe(true);
    expect(twice.some((p) => p.preliminaryFirst)).toBe(true);
    expect(twice.some((p) => !p.preliminaryFirst)).toBe(true);
  });

  it('scales the days with the speed: a slower minister has a longer median', () => {
    expect(quantile(firstDays(plans(2)), 0.5)).toBeGreaterThan(quantile(days, 0.5) * 1.6);
  });
});

describe('SpeedFactors', () => {
  it('keeps one factor per ministry and per person, and makes ministries differ', () => {
    const speeds = new SpeedFactors(new Random(3));
    expect(speeds.of('skat', 4)).toBe(speeds.of('skat', 4));
    expect(speeds.of('skat', 4)).not.toBe(speeds.of('skat', 5));
    const ministries = ['finans', 'skat', 'ret', 'sundhed', 'klima', 'transport'].map((m) =>
      speeds.of(m, undefined),
    );
    expect(Math.max(...ministries) / Math.min(...ministries)).toBeGreaterThan(1.3);
  });
});

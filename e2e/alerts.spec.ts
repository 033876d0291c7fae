import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addFollow, addSubscriber } from '../lib/alerts/alerts-rows.fixture';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../lib/alerts/smtp-server.fixture';
import type { Locale } from '../lib/i18n/locale';
import { ACTOR_LIST_PATH, ALERTS_PATH, actorFeedPath, localePath, votePath } from '../lib/routes';
import { type Service, startChild } from './child-service';
import { test as base, expect } from './fixtures';
import { writeVoteAsMirror } from './mirror-vote';
import { ActorPage } from './pages/actor.page';
import { ActorListPage } from './pages/actor-list.page';
import { AlertsPage, FollowByEmailForm } from './pages/follow-by-email.page';
import { SearchPage } from './pages/search.page';
import { APP_PORT } from './servers';

/**
 * E-mail alerts end to end, in Danish and in English: a production server of its own (scripts/serve.ts on the
 * existing build) on a copy of the test store, with a real SMTP server on 127.0.0.1 (lib/alerts/smtp-server.fixture.ts)
 * and its own alerts file, the writer looking for a changed store every second. A reader finds a politician through
 * the site, follows them by e-mail, confirms from the mail, gets a mail when a vote of theirs is written into the
 * store as the mirror writes one, opens it, and unsubscribes — and then gets nothing more.
 */
interface AlertsSite {
  readonly url: string;
  /** The site's store (a copy): where the test writes votes. */
  readonly store: string;
  /** The site's alerts file, read to know when the writer has started a follow. */
  readonly alertsFile: string;
  readonly smtp: TestSmtpServer;
}

const test = base.extend<object, { alertsSite: AlertsSite }>({
  alertsSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
    async ({}, use, workerInfo) => {
      // Ports beside the app's (e2e/servers.ts), one pair per worker: the site and its SMTP server.
      const port = APP_PORT + 4 + 2 * (workerInfo.workerIndex % 8);
      const dir = mkdtempSync(path.join(tmpdir(), 'e2e-alerts-'));
      const store = path.join(dir, 'store.sqlite');
      copyFileSync(path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite')), store);
      const alertsFile = path.join(dir, 'alerts.sqlite');
      const smtp = await startSmtpServer({ port: port + 1 });
      const url = `http://127.0.0.1:${port}`;
      let site: Service | null = null;
      try {
        site = await startChild(
          'alerts',
          ['scripts/serve.ts', '--port', String(port), '--hostname', '127.0.0.1'],
          {
            ODA_DB: store,
            SMTP_URL: smtp.url,
            ALERTS_DB: alertsFile,
            ALERTS_POLL_S: '1',
            // Behind one proxy, so a test can be a client from elsewhere (`X-Forwarded-For`) for the per-client limit.
            TRUST_PROXY: '1',
            ALERTS_SUBSCRIBE_PER_CLIENT: String(CLIENT_LIMIT),
            // The mails' links lead here.
            SITE_URL: url,
          },
          url,
          '/ordliste',
        );
        await use({ url, store, alertsFile, smtp });
      } finally {
        await site?.stop();
        await smtp.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

/** Follow requests per client an hour on the test's site (loopback clients are not counted). */
const CLIENT_LIMIT = 3;
/** Confirmation mails an address gets a day, whoever asks (lib/config/alerts.ts: `ALERTS_MAILS_PER_ADDRESS`'s default). */
const MAILS_PER_ADDRESS = 3;

/** The mail's text. */
const textOf = (mail: ReceivedMail): string => mail.parsed.text ?? '';

/** The first link in a mail's text to a path under `path` (absolute, as mails write them). */
function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  for (const [href] of textOf(mail).matchAll(/https?:\/\/\S+/g)) {
    if (new URL(href).pathname.startsWith(pathPrefix)) return href;
  }
  throw new Error(`no link to ${pathPrefix} in the mail "${mail.parsed.subject}"`);
}

/** A header of the mail as sent (unfolded), from its raw text. */
function rawHeader(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The follow's `after_seq` (null until the writer has looked at its feed after the confirmation). */
function followStarted(alertsFile: string, address: string): boolean {
  const db = new Database(alertsFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare<[string], { after_seq: number | null }>(
        `SELECT f.after_seq FROM follow f JOIN subscriber s ON s.id = f.subscriber_id
         WHERE s.address = ? AND f.confirmed_at IS NOT NULL`,
      )
      .get(address);
    return row?.after_seq !== null && row?.after_seq !== undefined;
  } finally {
    db.close();
  }
}

/** A confirmed follow of the same feed by another reader, written as the service leaves one: the writer's witness. */
function addControlFollow(alertsFile: string, address: string, locale: Locale, feedPath: string): void {
  const db = new Database(alertsFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    addFollow(db, addSubscriber(db, address, locale), { feedPath });
  } finally {
    db.close();
  }
}

const WORDS = {
  da: { voteNo: (n: number) => `afstemning nr. ${n}` },
  en: { voteNo: (n: number) => `vote no. ${n}` },
} as const;

for (const locale of ['da', 'en'] as const) {
  test(`${locale}: a reader follows a politician by e-mail, confirms, is mailed their new vote, and unsubscribes`, async ({
    alertsSite,
    page,
    seriousA11yViolations,
  }, testInfo) => {
    const address = `reader-${locale}-${testInfo.project.name}@example.org`;
    const control = `control-${locale}-${testInfo.project.name}@example.org`;
    const mailsTo = (who: string) => alertsSite.smtp.mails.filter((m) => m.to.includes(who));

    // A visitor finds a member of the Folketing now through the member list and opens the follow form beside the
    // feed link.
    const list = new ActorListPage(page);
    await page.goto(`${alertsSite.url}${localePath(locale, ACTOR_LIST_PATH)}`);
    await list.currentMemberLinks().first().click();
    await page.waitForURL(/\/aktoer\/\d+$/);
    const actor = new ActorPage(page);
    await expect(actor.heading).toBeVisible();
    const name = (await actor.heading.textContent())?.trim() ?? ''; // the followed feed's title names the member
    const actorId = Number(new URL(page.url()).pathname.split('/').pop());
    const form = new FollowByEmailForm(page, actor.main);
    await form.toggle.click();
    await expect(form.address).toBeVisible();
    await expect(form.privacyLink).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    addControlFollow(alertsSite.alertsFile, control, locale, actorFeedPath(actorId));

    // Following: the answer is the same whatever becomes of the address; the confirmation mail comes in its language.
    await form.address.fill(address);
    await form.immediately.check();
    await form.submit.click();
    const alerts = new AlertsPage(page);
    await alerts.expectHeading(/^(Tjek din indbakke|Check your inbox)$/);
    const confirmMail = await alertsSite.smtp.waitFor((m) => m.to.includes(address));
    expect(confirmMail.parsed.subject).toMatch(locale === 'da' ? /Bekræft/ : /Confirm/);

    // Confirming: the mail's link opens a page with one button.
    await page.goto(linkIn(confirmMail, localePath(locale, `${ALERTS_PATH}/bekraeft`)));
    await alerts.expectHeading(/^(Bekræft, at du vil følge|Confirm that you want to follow)$/);
    expect(await seriousA11yViolations()).toEqual([]);
    await alerts.confirmButton.click();
    await alerts.expectHeading(/^(Du følger det nu|You now follow it)$/);
    await expect
      .poll(() => followStarted(alertsSite.alertsFile, address), { message: 'the writer starts the follow' })
      .toBe(true);

    // A new vote of the politician, written as the mirror writes one, is mailed with a link to its page.
    const vote = writeVoteAsMirror(alertsSite.store, actorId);
    const voteUrl = `${alertsSite.url}${localePath(locale, votePath(vote.id))}`;
    const alert = await alertsSite.smtp.waitFor((m) => m.to.includes(address) && textOf(m).includes(voteUrl));
    expect(textOf(alert).toLowerCase()).toContain(WORDS[locale].voteNo(vote.nummer));
    expect(rawHeader(alert, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/varsler\/et-klik\?t=[^>]+>$/);
    expect(rawHeader(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const opened = await page.goto(voteUrl);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Managing: the footer's manage link lists the follow; it can be switched to the daily digest.
    const manageLink = linkIn(alert, localePath(locale, `${ALERTS_PATH}/administrer`));
    await page.goto(manageLink);
    await alerts.expectHeading(/^(Det følger du|What you follow)$/);
    await expect(alerts.cadenceOf(name)).toHaveText(/^(Straks|Immediately)/);
    expect(await seriousA11yViolations()).toEqual([]);
    await alerts.toDailyButton(name).click();
    await expect(alerts.cadenceOf(name)).toHaveText(/^(Daglig oversigt|Daily digest)/);

    // Unsubscribing: in Danish the footer's link and its one button; in English the mail client's one-click POST.
    if (locale === 'da') {
      await page.goto(linkIn(alert, `${ALERTS_PATH}/afmeld`));
      expect(await seriousA11yViolations()).toEqual([]);
      await alerts.unsubscribeButton.click();
      await alerts.expectHeading(/^Du er afmeldt, og dine data er slettet$/);
    } else {
      const oneClick = rawHeader(alert, 'List-Unsubscribe')?.slice(1, -1) ?? '';
      const answer = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(answer.status()).toBe(200);
    }
    await page.goto(manageLink);
    await alerts.expectHeading(/^(Linket virker ikke|The link does not work)$/);

    // Nothing more: another vote reaches the other reader of the same feed, and not this one. (The writer starts
    // the other reader's follow at its first look at the feed after the store changed.)
    await expect.poll(() => followStarted(alertsSite.alertsFile, control)).toBe(true);
    const sent = mailsTo(address).length;
    const next = writeVoteAsMirror(alertsSite.store, actorId);
    const nextUrl = `${alertsSite.url}${localePath(locale, votePath(next.id))}`;
    await alertsSite.smtp.waitFor((m) => m.to.includes(control) && textOf(m).includes(nextUrl));
    expect(mailsTo(address)).toHaveLength(sent);
  });
}

test('the subscribe address answers a form from another site 403, a huge one 413, a bad address 400 with the form as typed, an unknown item 404, and too many requests 429', async ({
  alertsSite,
  page,
}) => {
  const subscribe = `${alertsSite.url}${localePath('en', `${ALERTS_PATH}/tilmeld`)}`;
  const fields = { adresse: 'not an address', hyppighed: 'daily', feed: actorFeedPath(1), sprog: 'en' };
  const foreign = await page.request.post(subscribe, {
    form: fields,
    headers: { Origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain('sent from a page other than Tingdata');
  const huge = await page.request.post(subscribe, { form: { ...fields, adresse: 'a'.repeat(9000) } });
  expect(huge.status()).toBe(413);
  const json = await page.request.post(subscribe, { data: fields });
  expect(json.status()).toBe(415);
  const bad = await page.request.post(subscribe, { form: fields, headers: { Origin: alertsSite.url } });
  expect(bad.status()).toBe(400);
  await page.setContent(await bad.text());
  await expect(page.getByRole('alert')).toHaveText(/does not look like an e-mail address/);
  await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue('not an address');
  await expect(page.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  // A record the store does not have: the feed's own words, and nothing is stored or mailed.
  const unknown = await page.request.post(subscribe, {
    form: { ...fields, adresse: 'nobody@example.org', feed: actorFeedPath(2_000_000_000) },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('What you wanted to follow is not');
  // One client from elsewhere: its first CLIENT_LIMIT requests are answered, the next is 429 with Retry-After.
  const fromElsewhere = { 'X-Forwarded-For': '203.0.113.7' };
  for (let k = 0; k < CLIENT_LIMIT; k++)
    expect((await page.request.post(subscribe, { form: fields, headers: fromElsewhere })).status()).toBe(400);
  const limited = await page.request.post(subscribe, { form: fields, headers: fromElsewhere });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(alertsSite.smtp.mails.filter((m) => m.to.includes('nobody@example.org'))).toEqual([]);
});

/** Mail waiting in the alerts' queue (lib/alerts/alerts-schema.ts `outbox`). */
function queued(alertsFile: string): number {
  const db = new Database(alertsFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM outbox').get()?.n ?? 0;
  } finally {
    db.close();
  }
}

test('the form cannot mail-bomb an address: asked from many clients, it answers each the same and mails the address at most ALERTS_MAILS_PER_ADDRESS times a day', async ({
  alertsSite,
  page,
}, testInfo) => {
  const list = new ActorListPage(page);
  await page.goto(`${alertsSite.url}${ACTOR_LIST_PATH}`);
  const member = await list.currentMemberLinks().first().getAttribute('href');
  const actorId = Number(member?.split('/').pop());
  const victim = `victim-${testInfo.project.name}@example.org`;
  const subscribe = `${alertsSite.url}${ALERTS_PATH}/tilmeld`;
  const form = { adresse: victim, hyppighed: 'immediate', feed: actorFeedPath(actorId), sprog: 'da' };
  const answers: number[] = [];
  for (let k = 1; k <= MAILS_PER_ADDRESS + 2; k++) {
    const answer = await page.request.post(subscribe, {
      form,
      headers: { Origin: alertsSite.url, 'X-Forwarded-For': `198.51.100.${k}` },
      maxRedirects: 0,
    });
    answers.push(answer.status());
    expect(answer.headers().location).toBe(`${ALERTS_PATH}/tjek-din-post`);
  }
  expect(answers).toEqual(Array(MAILS_PER_ADDRESS + 2).fill(303));
  // Everything queued is sent; the address got its MAILS_PER_ADDRESS confirmations and no more.
  await expect.poll(() => queued(alertsSite.alertsFile)).toBe(0);
  expect(alertsSite.smtp.mails.filter((m) => m.to.includes(victim))).toHaveLength(MAILS_PER_ADDRESS);
});

/** The feed path of the follow request an address made (lib/alerts/alerts-schema.ts `follow`). */
function requestedFeed(alertsFile: string, address: string): string | null {
  const db = new Database(alertsFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare<[string], { feed_path: string }>(
        'SELECT f.feed_path FROM follow f JOIN subscriber s ON s.id = f.subscriber_id WHERE s.address = ?',
      )
      .get(address);
    return row?.feed_path ?? null;
  } finally {
    db.close();
  }
}

test('a search typed on the search page is followed as it stands when the form is sent', async ({
  alertsSite,
  page,
}, testInfo) => {
  const search = new SearchPage(page);
  await page.goto(`${alertsSite.url}/soeg?q=skat`);
  await expect(search.caseHits.first()).toBeVisible();
  // A word from a hit's title, typed as a reader would: the feed the form follows moves with the search.
  const title = (await search.caseHits.first().textContent()) ?? '';
  const word = (title.match(/\p{L}{5,}/gu) ?? []).find((w) => w.toLowerCase() !== 'skat')?.toLowerCase();
  if (!word) throw new Error(`no word to search for in "${title}"`);
  await search.type(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}(&|$)`));
  await search.settled();
  const address = `searcher-${testInfo.project.name}@example.org`;
  await new FollowByEmailForm(page, search.main).follow(address);
  await new AlertsPage(page).expectHeading(/^Tjek din indbakke$/);
  await alertsSite.smtp.waitFor((m) => m.to.includes(address));
  const feed = new URL(requestedFeed(alertsSite.alertsFile, address) ?? '', 'http://x');
  expect(feed.pathname).toBe('/soeg/feed.xml');
  expect(feed.searchParams.get('q')).toBe(word);
});

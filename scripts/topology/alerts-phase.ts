/**
 * The topology test's alerts phase (docs/deploy.md, "The topology test"; docs/alerts.md): a reader follows a
 * politician by e-mail THROUGH nginx — the follow form read from the politician's page as a browser without
 * JavaScript would submit it, with the site's `Origin` — the confirmation mail reaches the SMTP server, the link in it
 * confirms through nginx, and a new vote of that politician upstream then brings an alert mail. Only the alerts
 * writer has an SMTP server (the readers run `ALERTS=proxied`, deploy/env/reader.env), so every mail that arrives
 * came from it; and the instances' own counts (lib/alerts/alerts-metrics.ts) show that the request and its
 * confirmation reached the writer and neither reader.
 */
import assert from 'node:assert/strict';
import type { ReceivedMail } from '@/lib/alerts/smtp-server.fixture';
import {
  ALERTS_CONFIRM_ACTION_PATH,
  ALERTS_SENT_PATH,
  ALERTS_SUBSCRIBE_PATH,
  actorFeedPath,
  actorPath,
  alertsConfirmPath,
  votePath,
} from '@/lib/routes';
import { memberOfNextVote } from '@/lib/sync/upstream-changes.fixture';
import { formBody, formsOf, type HtmlForm } from './html-form';
import type { Topology } from './stack';
import { fetchText } from './wait';

/** Seconds allowed for a queued mail to reach the SMTP server (the sender sends at once; a busy machine). */
export const MAIL_ALLOWANCE_S = 30;

/** The reader's follow, once confirmed. */
export interface ConfirmedFollow {
  readonly address: string;
  readonly member: number;
  readonly feedPath: string;
  /** From the POST through nginx to the confirmation mail at the SMTP server. */
  readonly confirmMailSeconds: number;
  /** The answer to the confirming POST through nginx. */
  readonly confirmStatus: number;
}

/** A POST of a form's fields through nginx, as a browser sends it from a page of the site. */
async function postForm(t: Topology, action: string, body: URLSearchParams): Promise<Response> {
  const res = await fetch(new URL(action, t.nginxUrl), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.nginxUrl },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  return res;
}

/** The one form of `html` posting to `path` (in either language) that holds a field of value `holding`, if given. */
function formTo(html: string, path: string, holding?: string): HtmlForm {
  const forms = formsOf(html).filter(
    (f) =>
      f.method === 'post' &&
      (f.action === path || f.action === `/en${path}`) &&
      (holding === undefined || f.inputs.some((i) => i.value === holding)),
  );
  assert.equal(forms.length, 1, `one form posts to ${path}${holding ? ` for ${holding}` : ''}`);
  return forms[0] as HtmlForm;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first link in a mail's text to `prefix` on the site, absolute. */
function linkIn(mail: ReceivedMail, origin: string, prefix: string): string {
  const text = mail.parsed.text ?? '';
  const link = new RegExp(`${escapeRegExp(`${origin}${prefix}`)}[^\\s<>"]+`).exec(text)?.[0];
  assert.ok(link, `the mail links ${prefix}: ${text.slice(0, 400)}`);
  return link;
}

/** A metric summed over its labels (those matching `labels`, e.g. `result="accepted"`), from an instance's `/metrics`. */
async function metricTotal(instanceUrl: string, name: string, labels = ''): Promise<number> {
  const res = await fetch(`${instanceUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  assert.equal(res.status, 200, `${instanceUrl}/metrics answers loopback`);
  return (await res.text())
    .split('\n')
    .filter((line) => (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

const SUBSCRIBE_REQUESTS = 'tingdata_alerts_subscribe_requests_total';
const CONFIRMATIONS = 'tingdata_alerts_confirmations_total';

/** The follow request and its confirmation were counted by the alerts writer, and by neither reader. */
async function assertOnlyTheWriterSawIt(t: Topology): Promise<void> {
  assert.equal(
    await metricTotal(t.alerts.url, SUBSCRIBE_REQUESTS, 'result="accepted"'),
    1,
    'the writer took it',
  );
  assert.equal(await metricTotal(t.alerts.url, CONFIRMATIONS), 1, 'the writer confirmed it');
  for (const reader of t.readers) {
    assert.equal(
      await metricTotal(reader.url, SUBSCRIBE_REQUESTS),
      0,
      `reader ${reader.port} took no request`,
    );
    assert.equal(await metricTotal(reader.url, CONFIRMATIONS), 0, `reader ${reader.port} confirmed nothing`);
  }
}

/** Follows the politician who votes on the next vote added upstream, through nginx, and confirms by the mail's link. */
export async function followAndConfirm(t: Topology): Promise<ConfirmedFollow> {
  const member = memberOfNextVote(t.source);
  const feedPath = actorFeedPath(member);
  const address = `folger-${member}@example.dk`;
  const smtp = t.alerts.smtp;

  const page = await fetchText(`${t.nginxUrl}${actorPath(member)}`);
  assert.equal(page.status, 200, `the politician's page ${actorPath(member)} answers through nginx`);
  const form = formTo(page.text, ALERTS_SUBSCRIBE_PATH, feedPath);
  const started = performance.now();
  const asked = await postForm(t, form.action, formBody(form, { email: address }, ['immediate']));
  assert.equal(asked.status, 303, 'the follow request answers 303 through nginx');
  assert.match(asked.headers.get('location') ?? '', new RegExp(`${ALERTS_SENT_PATH}$`));

  const confirmMail = await smtp.waitFor((m) => m.to.includes(address), MAIL_ALLOWANCE_S * 1000);
  const confirmMailSeconds = (performance.now() - started) / 1000;
  const link = linkIn(confirmMail, t.nginxUrl, alertsConfirmPath(''));
  const confirmPage = await fetchText(link);
  assert.equal(confirmPage.status, 200, 'the confirmation link opens through nginx');
  const confirmForm = formTo(confirmPage.text, ALERTS_CONFIRM_ACTION_PATH);
  const confirmed = await postForm(t, confirmForm.action, formBody(confirmForm));
  assert.ok(
    confirmed.status === 303 || confirmed.status === 200,
    `confirming through nginx answers 303 or 200, not ${confirmed.status}`,
  );
  assert.equal(smtp.mails.filter((m) => m.to.includes(address)).length, 1, 'one mail before confirmation');
  await assertOnlyTheWriterSawIt(t);
  return { address, member, feedPath, confirmMailSeconds, confirmStatus: confirmed.status };
}

/** Waits for the alert mail that names vote `voteId` to `follow`'s address; returns it. */
export function alertMailOf(
  t: Topology,
  follow: ConfirmedFollow,
  voteId: number,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const link = new RegExp(`${escapeRegExp(`${t.nginxUrl}${votePath(voteId)}`)}(?![0-9])`);
  return t.alerts.smtp.waitFor(
    (m) => m.to.includes(follow.address) && link.test(m.parsed.text ?? ''),
    timeoutMs,
  );
}

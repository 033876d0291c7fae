import { describe, expect, it } from 'vitest';
import { composeNews } from './compose-news';
import { mailContext as context, MAIL_SECRET as SECRET, tokenIn } from './mail-context.fixture';
import { checkToken } from './tokens';
import type { FollowNews } from './types';

const NEWS: FollowNews[] = [
  {
    followId: 3,
    title: 'L 12 <udkast> & mere',
    pageUrl: 'https://tingdata.dk/sag/12',
    entries: [
      {
        entryId: 'tag:tingdata.dk,2026:sag/12/sagstrin/5',
        title: '3. behandling & <vedtaget>',
        link: 'https://tingdata.dk/afstemning/5?x=1&y=2',
        updated: '2026-03-03T09:00:00.000Z',
        summary: 'Forslaget blev vedtaget med 90 stemmer for "og" 10 imod.',
      },
    ],
  },
];

const check = (token: string, purpose: 'confirm' | 'manage' | 'unsubscribe') =>
  checkToken(SECRET, token, purpose, (id) => (id === 7 ? 'læser@example.org' : null), 1_700_000_000).ok;

describe('composeNews', () => {
  it('writes an accessible HTML mail in the reader’s language, grouped per item, every text escaped', () => {
    const mail = composeNews('alert', NEWS, context('da'));
    expect(mail.subject).toBe('Nyt om L 12 <udkast> & mere');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="da">/);
    expect(mail.html).toContain('<title>Nyt om L 12 &lt;udkast&gt; &amp; mere</title>');
    expect(mail.html).toContain(
      '<h2 style="font-size:18px;line-height:1.3;margin:24px 0 8px;color:#1a1a1a;"><a href="https://tingdata.dk/sag/12"',
    );
    expect(mail.html).toContain('<a href="https://tingdata.dk/afstemning/5?x=1&amp;y=2"');
    expect(mail.html).toContain('>3. behandling &amp; &lt;vedtaget&gt;</a></h3>');
    expect(mail.html).toContain('3. marts 2026');
    expect(mail.html).toContain('90 stemmer for &quot;og&quot; 10 imod.');
    expect(mail.html).not.toMatch(/<img|<style|<script/);
    expect(mail.html).toContain('<li>Mette Frederiksen: stemmer i Folketinget</li>');
    expect(mail.text).toContain('* 3. behandling & <vedtaget>\n  3. marts 2026');
    expect(mail.text).toContain('https://tingdata.dk/afstemning/5?x=1&y=2');
  });

  it('links manage and unsubscribe pages in the reader’s language with tokens that hold for them only', () => {
    const mail = composeNews('digest', NEWS, context('en'));
    expect(mail.subject).toBe('Today’s news from Tingdata: L 12 <udkast> & mere');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('https://tingdata.dk/en/varsler/administrer?t=');
    expect(mail.text).toContain('https://tingdata.dk/en/varsler/afmeld?t=');
    expect(check(tokenIn(mail.text, 'administrer'), 'manage')).toBe(true);
    expect(check(tokenIn(mail.text, 'administrer'), 'unsubscribe')).toBe(false);
    expect(check(tokenIn(mail.text, 'afmeld'), 'unsubscribe')).toBe(true);
  });

  it('carries the one-click unsubscribe headers (RFC 8058) and marks itself automatic', () => {
    const { headers } = composeNews('alert', NEWS, context('da'));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/tingdata\.dk\/varsler\/et-klik\?t=[^>]+)>$/.exec(
      headers['List-Unsubscribe'] ?? '',
    );
    expect(oneClick).not.toBeNull();
    expect(check(tokenIn(oneClick?.[1] ?? '', 'et-klik'), 'unsubscribe')).toBe(true);
    expect(headers['Auto-Submitted']).toBe('auto-generated');
    expect(headers['List-Id']).toBe('Tingdatas varsler <varsler.tingdata.dk>');
  });
});

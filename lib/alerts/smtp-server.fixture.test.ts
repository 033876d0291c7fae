import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.fixture';

describe('the test SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('receives a mail sent over SMTP and parses it', async () => {
    const transport = nodemailer.createTransport(smtp.url);
    await transport.sendMail({ from: 'a@example.dk', to: 'b@example.dk', subject: 'Hej æøå', text: 'Tekst' });
    const mail = await smtp.waitFor((m) => m.to.includes('b@example.dk'));
    expect(mail.parsed.subject).toBe('Hej æøå');
    expect(mail.parsed.text?.trim()).toBe('Tekst');
    transport.close();
  });

  it('offers STARTTLS when asked, which the client then uses', async () => {
    const secure = await startSmtpServer({ starttls: true });
    try {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: secure.port,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      });
      await transport.sendMail({ from: 'a@example.dk', to: 'c@example.dk', subject: 'TLS', text: 't' });
      const mail = await secure.waitFor((m) => m.to.includes('c@example.dk'));
      expect(mail.parsed.subject).toBe('TLS');
      transport.close();
    } finally {
      await secure.close();
    }
  });

  it('refuses a recipient with the code it is told', async () => {
    smtp.refuse('gone@example.dk', 550);
    const transport = nodemailer.createTransport(smtp.url);
    await expect(
      transport.sendMail({ from: 'a@example.dk', to: 'gone@example.dk', subject: 's', text: 't' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    transport.close();
  });
});

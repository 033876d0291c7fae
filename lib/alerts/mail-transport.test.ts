import { describe, expect, it } from 'vitest';
import { classifySendError } from './mail-transport';

describe('classifySendError', () => {
  it('calls a 5xx to RCPT or DATA permanent: the address is refused', () => {
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })).toEqual({
      kind: 'permanent',
      detail: 'permanent 550',
    });
    expect(classifySendError({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' })).toEqual({
      kind: 'permanent',
      detail: 'permanent 554',
    });
  });

  it('calls 4xx, a 5xx to MAIL FROM or AUTH (our configuration), and lost connections temporary', () => {
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 450, command: 'RCPT TO' }).kind).toBe(
      'temporary',
    );
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' })).toEqual({
      kind: 'temporary',
      detail: 'temporary 553',
    });
    expect(classifySendError({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }).kind).toBe(
      'temporary',
    );
    expect(classifySendError(Object.assign(new Error('x'), { code: 'ECONNECTION' }))).toEqual({
      kind: 'temporary',
      detail: 'temporary ECONNECTION',
    });
    expect(classifySendError(new Error('boom'))).toEqual({ kind: 'temporary', detail: 'temporary error' });
  });

  it('never keeps the server’s words, which may name the address', () => {
    const detail = classifySendError({
      responseCode: 550,
      command: 'RCPT TO',
      response: '550 <a@b.dk> unknown',
    }).detail;
    expect(detail).not.toContain('@');
  });
});

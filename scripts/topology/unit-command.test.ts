import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmCommand } from '../lib/run';
import { placePath, unitCommand } from './unit-command';

const layout = { app: '/repo', config: '/repo/deploy/env', state: '/run/state' };
const unit = (name: string) => path.join('deploy', 'systemd', name);

describe('placePath', () => {
  it.each([
    ['/var/lib/tingdata/mirror.sqlite', '/run/state/mirror.sqlite'],
    ['/etc/tingdata/reader.env', '/repo/deploy/env/reader.env'],
    ['/opt/tingdata', '/repo'],
    ['/var/lib/tingdata-other', '/var/lib/tingdata-other'],
    ['https://oda.ft.dk/api', 'https://oda.ft.dk/api'],
  ])('%s → %s', (from, to) => expect(placePath(from, layout)).toBe(to));
});

describe('the committed units', () => {
  const here = { ...layout, app: process.cwd(), config: path.resolve('deploy', 'env') };
  const npm = npmCommand();

  it('the writer runs npm run sync at the interval of its environment file', () => {
    const command = unitCommand(unit('tingdata-writer.service'), null, here);
    expect(command.argv).toEqual([npm.command, ...npm.prefix, 'run', 'sync', '--', '--interval', '300']);
    expect(command.cwd).toBe(process.cwd());
    expect(command.env).toMatchObject({
      ODA_UPSTREAM: 'https://oda.ft.dk/api',
      ODA_DB: '/run/state/mirror.sqlite',
      ODA_SNAPSHOT_DIR: '/run/state/snapshots',
    });
  });

  it('a reader runs npm start on the port of its instance name, with a download directory of its own', () => {
    const command = unitCommand(unit('tingdata-reader@.service'), '3001', here, { ODA_SNAPSHOT_POLL: '2' });
    expect(command.argv).toEqual([npm.command, ...npm.prefix, 'start']);
    expect(command.env).toMatchObject({
      PORT: '3001',
      ODA_SNAPSHOT_CACHE: '/run/state/reader-3001',
      ODA_SNAPSHOT_POLL: '2',
      TRUST_PROXY: '1',
      ALERTS: 'proxied',
    });
  });

  it('the alerts writer serves on loopback over the mirror the sync writer keeps, with its own alerts file', () => {
    const command = unitCommand(unit('tingdata-alerts.service'), null, here, {
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(command.argv).toEqual([
      npm.command,
      ...npm.prefix,
      'run',
      'serve',
      '--',
      '--hostname',
      '127.0.0.1',
      '--port',
      '3010',
    ]);
    expect(command.env).toMatchObject({
      ALERTS: 'writer',
      ALERTS_DB: '/run/state/alerts.sqlite',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      TRUST_PROXY: '1',
    });
    expect(command.env.ODA_DB).toBe(unitCommand(unit('tingdata-writer.service'), null, here).env.ODA_DB);
  });

  it('commits no secret: the alerts writer’s secrets file names its variables without values', () => {
    const command = unitCommand(unit('tingdata-alerts.service'), null, here);
    expect(command.env.SMTP_URL).toBe('');
    expect(command.env.ALERTS_SECRET).toBe('');
  });

  it('refuses to override a variable the unit does not set', () =>
    expect(() => unitCommand(unit('tingdata-writer.service'), null, here, { ODA_NOPE: '1' })).toThrow(
      /does not set ODA_NOPE/,
    ));
});

import { describe, expect, it } from 'vitest';
import { fillTemplate, renderNginxMain, renderNginxSite } from './nginx-config';

describe('fillTemplate', () => {
  it('fills every placeholder and refuses a missing or an unused value', () => {
    expect(fillTemplate('listen {{listen}}; # {{listen}}', { listen: '80' })).toBe('listen 80; # 80');
    expect(() => fillTemplate('listen {{listen}};', {})).toThrow('{{listen}}');
    expect(() => fillTemplate('listen 80;', { listen: '80' })).toThrow('never names listen');
  });
});

describe('the committed nginx templates', () => {
  it('render the site with its upstreams, cache and listen address', () => {
    const site = renderNginxSite({
      listen: '127.0.0.1:3244',
      upstreams: ['127.0.0.1:3240', '127.0.0.1:3241'],
      alertsUpstream: '127.0.0.1:3242',
      cacheDir: '/run/n/cache',
    });
    expect(site).not.toMatch(/\{\{/);
    expect(site).toContain('listen 127.0.0.1:3244;');
    expect(site).toContain('server 127.0.0.1:3240 max_fails=1 fail_timeout=2s;');
    expect(site).toContain('server 127.0.0.1:3241 max_fails=1 fail_timeout=2s;');
    expect(site).toContain('proxy_cache_path /run/n/cache ');
    expect(site).toContain('proxy_cache_revalidate on;');
    expect(site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(site).toContain('upstream tingdata_alerts {\n    server 127.0.0.1:3242;');
  });

  it('serve the snapshot directory at /data/filer/ when it is on the host, and leave it to the instances when not', () => {
    const site = renderNginxSite({
      listen: '80',
      upstreams: ['127.0.0.1:3240'],
      alertsUpstream: '127.0.0.1:3240',
      cacheDir: '/run/n/cache',
      snapshotDir: '/var/lib/tingdata/snapshots',
    });
    expect(site).not.toMatch(/\{\{/);
    expect(site).toContain('location /data/filer/ {\n        alias /var/lib/tingdata/snapshots/;');
    expect(site).toContain(
      'location = /data/filer/manifest.json {\n        alias /var/lib/tingdata/snapshots/manifest.json;',
    );
    const without = renderNginxSite({
      listen: '80',
      upstreams: ['127.0.0.1:3240'],
      alertsUpstream: '127.0.0.1:3240',
      cacheDir: '/run/n/cache',
    });
    expect(without).not.toContain('/data/filer/ {');
  });

  it('render the whole nginx.conf around the site', () => {
    const main = renderNginxMain({ dir: '/run/n', site: '/run/n/tingdata.conf', user: 'root' });
    expect(main).toContain('pid /run/n/nginx.pid;');
    expect(main).toContain('include /run/n/tingdata.conf;');
    expect(main).not.toMatch(/\{\{/);
  });

  it('refuse a value that would add a directive, and a site without instances or alerts writer', () => {
    const site = {
      listen: '80',
      upstreams: ['127.0.0.1:1'],
      alertsUpstream: '127.0.0.1:2',
      cacheDir: '/tmp/c',
    };
    expect(() => renderNginxSite({ ...site, listen: '80; evil on' })).toThrow('listen');
    expect(() => renderNginxSite({ ...site, upstreams: [] })).toThrow('upstream');
    expect(() => renderNginxSite({ ...site, alertsUpstream: '' })).toThrow('alerts writer');
    expect(() => renderNginxSite({ ...site, alertsUpstream: '127.0.0.1:2; evil' })).toThrow(
      'alerts_upstream',
    );
  });
});

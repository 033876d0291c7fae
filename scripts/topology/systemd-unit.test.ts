import { describe, expect, it } from 'vitest';
import {
  expandSpecifiers,
  expandVariables,
  parseEnvironmentFile,
  parseServiceUnit,
  splitWords,
} from './systemd-unit';

describe('splitWords', () => {
  it.each([
    ['/usr/bin/npm run sync', ['/usr/bin/npm', 'run', 'sync']],
    ['a  "b c"  d', ['a', 'b c', 'd']],
    ["x='y z' w", ['x=y z', 'w']],
    ['"a \\"q\\" b"', ['a "q" b']],
    ['""', ['']],
  ])('%s', (text, words) => expect(splitWords(text)).toEqual(words));

  it('refuses an unclosed quote', () => expect(() => splitWords('a "b')).toThrow(/unclosed/));
});

describe('expandSpecifiers', () => {
  it('puts the instance for %i and a percent for %%', () =>
    expect(expandSpecifiers('PORT=%i 100%%', '3001')).toBe('PORT=3001 100%'));
  it('refuses %i without an instance', () => expect(() => expandSpecifiers('%i', null)).toThrow(/instance/));
  it('refuses a specifier our units do not use', () =>
    expect(() => expandSpecifiers('%h', 'x')).toThrow(/unsupported specifier %h/));
});

describe('expandVariables', () => {
  it('expands both forms', () => expect(expandVariables(`\${A}-$B`, { A: '1', B: '2' })).toBe('1-2'));
  it('refuses an unset variable', () => expect(() => expandVariables(`\${X}`, {})).toThrow(/\$X/));
});

describe('parseServiceUnit', () => {
  const unit = `[Unit]
Description=x
ExecStart=/not/this
[Service]
# a comment
WorkingDirectory=/opt/tingdata
EnvironmentFile=/etc/tingdata/common.env
EnvironmentFile=-/etc/tingdata/reader-%i.env
Environment=PORT=%i "NAME=a b"
Environment=PORT=9
ExecStart=/usr/bin/npm start -- --port \${PORT}
[Install]
WantedBy=multi-user.target
`;
  it('reads what runs and with what, from [Service] only', () => {
    expect(parseServiceUnit(unit, '3001')).toEqual({
      execStart: ['/usr/bin/npm', 'start', '--', '--port', `\${PORT}`],
      environment: { PORT: '9', NAME: 'a b' },
      environmentFiles: [
        { path: '/etc/tingdata/common.env', optional: false },
        { path: '/etc/tingdata/reader-3001.env', optional: true },
      ],
      workingDirectory: '/opt/tingdata',
    });
  });
  it('refuses a unit without ExecStart', () =>
    expect(() => parseServiceUnit('[Service]\nUser=x\n')).toThrow(/no ExecStart/));
  it('refuses ExecStart prefixes it would not honour', () =>
    expect(() => parseServiceUnit('[Service]\nExecStart=-/bin/true\n')).toThrow(/prefixes/));
});

describe('parseEnvironmentFile', () => {
  it('reads KEY=value lines, quotes removed, comments skipped', () =>
    expect(parseEnvironmentFile('# c\n\nA=1\nB="two words"\nC=\'x\'\nD=\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
      D: '',
    }));
  it('refuses a line that is not an assignment', () =>
    expect(() => parseEnvironmentFile('export A=1\n')).toThrow(/KEY=value/));
});

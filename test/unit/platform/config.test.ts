import { expect } from 'chai';
import { ConfigError, loadConfig } from '#src/platform/config.ts';

describe('loadConfig', () => {
  it('runs with no settings at all: embedded database, port 3000', () => {
    const c = loadConfig({}, '1.2.3');
    expect(c).to.include({ PORT: 3000, DATA_DIR: './data', version: '1.2.3' });
    expect(c.DATABASE_URL).to.equal(undefined);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).to.equal(3000);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/PORT/)
      .and.matches(/DATABASE_URL: must be a postgres/)
      .and.matches(/JWT_SECRET: must be at least 32/);
  });
});

describe('.env.example', () => {
  it('documents every setting loadConfig reads, and nothing else', async () => {
    const { readFileSync } = await import('node:fs');
    const documented = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    const read = [...readFileSync('src/platform/config.ts', 'utf8').matchAll(/^ {2}([A-Z_]+):/gm)].map((m) => m[1]).sort();
    expect(documented).to.deep.equal(read);
  });
});

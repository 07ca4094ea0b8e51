import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { ALLOCATOR_ENV, hasAllocatorEnv } from '#src/platform/memory.ts';

describe('The allocator setting (glibc)', () => {
  it('is set by npm start, which starts the server as the README tells', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const [name, value] of Object.entries(ALLOCATOR_ENV)) expect(scripts.start).to.match(new RegExp(`^(?:\\S+=\\S+ )*${name}=${value} `));
  });

  it('is seen only when every variable has its value', () => {
    expect(hasAllocatorEnv({ ...ALLOCATOR_ENV })).to.equal(true);
    expect(hasAllocatorEnv({})).to.equal(false);
    expect(hasAllocatorEnv({ MALLOC_MMAP_THRESHOLD_: '4194304' })).to.equal(false);
  });
});

import { expect } from 'chai';

/*
 * web/ is type-checked by web/tsconfig.json (bundler resolution). Its modules are loaded at run
 * time here, through a non-literal specifier, so the root NodeNext type-check does not walk web/.
 */
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/lib/${path}`, import.meta.url).href) as Promise<T>;


interface Redirects {
  isSafeRedirect(target: unknown): boolean;
  redirectFromSearch(search: string): string | null;
  withRedirect(path: string, target: string | null): string;
  savePostRegisterRedirect(target: string, now?: number): void;
  consumePostRegisterRedirect(now?: number): string | null;
  REDIRECT_TTL_MS: number;
}
interface Jwt {
  decodeToken(token: string): { email?: string; role?: string; exp?: number } | null;
  isTokenExpired(token: string, skewSeconds?: number): boolean;
  isWellFormedToken(token: string): boolean;
}

/** The browser globals the modules touch, backed by plain maps. */
function fakeBrowser() {
  const storage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, String(v)),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
    };
  };
  (globalThis as { window?: unknown }).window = { localStorage: storage(), sessionStorage: storage() };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('web client helpers', () => {
  let redirects: Redirects;
  let jwt: Jwt;

  before(async () => {
    fakeBrowser();
    redirects = await load<Redirects>('redirect.ts');
    jwt = await load<Jwt>('jwt.ts');
  });

  describe('redirect targets (SPEC §5)', () => {
    it('accepts relative paths with a query', () => {
      expect(redirects.isSafeRedirect('/onboarding?step=2')).to.equal(true);
      expect(redirects.isSafeRedirect('/')).to.equal(true);
    });

    it('refuses absolute, protocol-relative, backslash and control-character targets', () => {
      for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'about', '', '/a\nb', '/a\u0000', '/a\u007f', null, 42]) {
        expect(redirects.isSafeRedirect(bad), JSON.stringify(bad)).to.equal(false);
      }
    });

    it('reads ?redirect= and drops unsafe values', () => {
      expect(redirects.redirectFromSearch('?redirect=%2Fabout%3Fx%3D1')).to.equal('/about?x=1');
      expect(redirects.redirectFromSearch('redirect=%2F%2Fevil.example')).to.equal(null);
      expect(redirects.redirectFromSearch('')).to.equal(null);
    });

    it('keeps the target when linking between login and register', () => {
      expect(redirects.withRedirect('/register', '/a?b=1')).to.equal('/register?redirect=%2Fa%3Fb%3D1');
      expect(redirects.withRedirect('/register', null)).to.equal('/register');
    });
  });

  describe('post-register redirect', () => {
    it('is read once', () => {
      redirects.savePostRegisterRedirect('/scenario/7', 1_000);
      expect(redirects.consumePostRegisterRedirect(2_000)).to.equal('/scenario/7');
      expect(redirects.consumePostRegisterRedirect(2_000)).to.equal(null);
    });

    it('expires after 10 minutes', () => {
      expect(redirects.REDIRECT_TTL_MS).to.equal(600_000);
      redirects.savePostRegisterRedirect('/scenario/7', 1_000);
      expect(redirects.consumePostRegisterRedirect(1_000 + 600_001)).to.equal(null);
    });

    it('is never stored when unsafe', () => {
      redirects.savePostRegisterRedirect('//evil.example', 1_000);
      expect(redirects.consumePostRegisterRedirect(1_001)).to.equal(null);
    });
  });

  describe('access tokens', () => {
    const now = Math.floor(Date.now() / 1000);

    it('needs three segments and readable claims', () => {
      expect(jwt.isWellFormedToken('a.b')).to.equal(false);
      expect(jwt.isWellFormedToken('a.%%%.c')).to.equal(false);
      expect(jwt.isWellFormedToken(token({ sub: '1', exp: now + 60 }))).to.equal(true);
    });

    it('reads standard and identity-style claims', () => {
      expect(jwt.decodeToken(token({ email: 'a@b.c', role: 'Admin' }))).to.include({ email: 'a@b.c', role: 'Admin' });
      const role = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
      expect(jwt.decodeToken(token({ [role]: 'SuperAdmin' }))?.role).to.equal('SuperAdmin');
    });

    it('counts a token without exp, or past it, as expired', () => {
      expect(jwt.isTokenExpired(token({ exp: now + 600 }))).to.equal(false);
      expect(jwt.isTokenExpired(token({ exp: now - 1 }))).to.equal(true);
      expect(jwt.isTokenExpired(token({ sub: '1' }))).to.equal(true);
      expect(jwt.isTokenExpired('garbage')).to.equal(true);
    });
  });
});

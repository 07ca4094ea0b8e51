import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { IdentityProviders } from '../domain/ports.ts';
import { SIGN_IN_BUTTONS } from '../domain/oauth.ts';
import type { SignInOption } from '../http/oauth.contracts.ts';

/**
 * The sign-in buttons this server can honour, in SPEC §2's order, each with how the browser starts
 * it. Only configured providers appear, so no button is dead; google and facebook are served by
 * their own provider when it is configured, else by an Auth0 connection if one is listed.
 */
@injectable()
export class ListSignInOptions {
  constructor(@inject(IDENTITY.IdentityProviders) private readonly providers: IdentityProviders) {}

  async execute(): Promise<{ providers: SignInOption[] }> {
    const offered = (await Promise.all(this.providers.all().map((p) => p.signInOptions()))).flat();
    const chosen = SIGN_IN_BUTTONS.flatMap((button) => {
      const candidates = offered.filter((o) => o.button === button);
      return candidates.find((o) => o.provider !== 'auth0') ?? candidates[0] ?? [];
    });
    return { providers: chosen };
  }
}

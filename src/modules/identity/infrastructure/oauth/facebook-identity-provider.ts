import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { tokenRejected } from '../../domain/identity.errors.ts';
import type { ProviderIdentity } from '../../domain/oauth.ts';
import type { IdentityProvider } from '../../domain/ports.ts';
import type { SignInOption } from '../../http/oauth.contracts.ts';
import { firstNameOf, getJson } from './provider-http.ts';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** e.g. https://graph.facebook.com/v25.0, without a trailing slash. */
  graphUrl: string;
  dialogUrl: string;
  timeoutMs: number;
}

/** debug_token's answer (developers.facebook.com/docs/facebook-login/guides/access-tokens/debugging). */
const debugged = z.object({
  data: z.object({
    app_id: z.coerce.string().optional(),
    type: z.string().optional(),
    is_valid: z.boolean(),
    user_id: z.coerce.string().optional(),
    expires_at: z.number().optional(),
  }),
});
const me = z.object({ id: z.coerce.string().min(1), email: z.string().optional(), name: z.string().optional(), first_name: z.string().optional() });

/**
 * Facebook Login. An access token says nothing by itself: Graph's debug_token, asked with the app's
 * own token, must call it valid, a user's, and issued to our app. The profile is then read with the
 * token and `appsecret_proof` (HMAC-SHA256 of the token by the app secret), so a token stolen from
 * another app cannot be used to read it through ours.
 *
 * Facebook returns `email` only for an address it has confirmed (the field is absent otherwise,
 * e.g. for accounts made with a phone number), so a returned email counts as verified (ADR 0023).
 */
export class FacebookIdentityProvider implements IdentityProvider {
  readonly name = 'facebook' as const;

  constructor(private readonly options: FacebookOptions) {}

  async identify(token: string): Promise<ProviderIdentity> {
    const { appId, appSecret, graphUrl, timeoutMs } = this.options;
    const appToken = `${appId}|${appSecret}`;
    const check = await getJson('Facebook', `${graphUrl}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`, timeoutMs);
    const parsed = debugged.safeParse(check.body);
    if (check.status !== 200 || !parsed.success) throw tokenRejected();
    const data = parsed.data.data;
    const expired = data.expires_at !== undefined && data.expires_at !== 0 && data.expires_at * 1000 <= Date.now();
    if (!data.is_valid || data.app_id !== appId || (data.type !== undefined && data.type !== 'USER') || !data.user_id || expired) throw tokenRejected();

    const proof = createHmac('sha256', appSecret).update(token).digest('hex');
    const profile = await getJson('Facebook',
      `${graphUrl}/me?fields=id,name,first_name,email&access_token=${encodeURIComponent(token)}&appsecret_proof=${proof}`, timeoutMs);
    const person = me.safeParse(profile.body);
    if (profile.status !== 200 || !person.success || person.data.id !== data.user_id) throw tokenRejected();
    return {
      provider: 'facebook',
      subject: person.data.id,
      email: person.data.email ?? null,
      emailVerified: person.data.email !== undefined,
      firstName: firstNameOf(person.data.first_name, person.data.name),
      displayName: 'Facebook',
      button: 'facebook',
    };
  }

  async signInOptions(): Promise<SignInOption[]> {
    return [{
      button: 'facebook', provider: 'facebook', authorizeUrl: this.options.dialogUrl, responseType: 'token', clientId: this.options.appId,
      scope: 'email,public_profile', params: {}, tokenUrl: null, logoutUrl: null,
    }];
  }
}

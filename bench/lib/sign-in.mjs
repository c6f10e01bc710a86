// Signs in as the customer app does (authorization code with PKCE through the sign-in form),
// over HTTP against a running server, and returns the access token.
import { createHash, randomBytes } from 'node:crypto';

/** Cookies of one browser session, enough for the identity server's interaction. */
function cookieJar() {
  const cookies = new Map();
  return {
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/** `clientId` names the app: the customer app (root `/`) or the support console (`/support/`). */
export async function signIn(baseUrl, email, password, clientId = 'marquee-app') {
  const jar = cookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${baseUrl}${clientId === 'marquee-support' ? '/support/' : '/'}signin`;
  const request = async (url, init = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...init.headers },
    });
    jar.store(response);
    return response;
  };
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
  });
  const start = await request(`/oidc/auth?${query}`);
  let response = await request(start.headers.get('location'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  for (let hop = 0; hop < 5; hop += 1) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`Sign-in stopped with ${response.status}`);
    const code = new URL(location, baseUrl).searchParams.get('code');
    if (code) {
      const token = await request('/oidc/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        }).toString(),
      });
      if (!token.ok) throw new Error(`Token endpoint answered ${token.status}`);
      return (await token.json()).access_token;
    }
    response = await request(location);
  }
  throw new Error('No authorization code after 5 redirects');
}

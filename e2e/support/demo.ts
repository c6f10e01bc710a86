/** The demo users that the server seeds on an empty database (see README). */
export const demoPassword = 'e2e-Demo-Password-1';

export const demoUsers = {
  retailOwner: 'owner@retail.example.com',
  cafeOwner: 'owner@cafe.example.com',
  support: 'support@marquee.example.com',
} as const;

/** Lifetime of access tokens on the journeys' server. */
export const accessTokenSeconds = 60;

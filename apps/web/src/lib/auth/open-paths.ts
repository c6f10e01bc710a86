/** Addresses that must never send the visitor to the identity server (spec 001 section 2). */
const unauthenticatedMarkers = ['passwordForgot', 'userEmailConfirmation'];

export function mayRedirectToSignIn(address: string): boolean {
  return !unauthenticatedMarkers.some((marker) => address.includes(marker));
}

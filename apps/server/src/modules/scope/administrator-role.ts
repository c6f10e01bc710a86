/** The built-in Administrator role makes whoever holds it an administrator of the account. */
export const isAdministratorRole = (role: { isBuiltin: boolean; name: string }) =>
  role.isBuiltin && role.name === 'Administrator';

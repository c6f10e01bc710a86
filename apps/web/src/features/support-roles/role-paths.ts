/** The role editor's address; role code 'new' is a blank role, for the client when given. */
export function rolePath(clientCode: string | null, roleCode: string): string {
  if (!clientCode) return '/roles/new';
  return `/roles/${encodeURIComponent(clientCode)}/${encodeURIComponent(roleCode)}`;
}

export const blankRoleCode = 'new';

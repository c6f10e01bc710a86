/** What an upload accepts unless the server names another list (spec 002 section 5). */
export const defaultAcceptedTypes = ['.jpeg', '.jpg', '.png', '.mp4'] as const;

/** Whether a file's name ends in one of the accepted extensions, whatever the case. */
export function isAcceptedFile(fileName: string, accepted: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return accepted.some((extension) => name.endsWith(extension.toLowerCase()));
}

export function isVideoFile(fileName: string): boolean {
  return /\.(mp4|m4v|mov)$/i.test(fileName);
}

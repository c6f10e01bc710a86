/** How often the app looks for a file a screen was asked to upload, and for how long. */
export const uploadPollMs = 3_000;
export const uploadWaitMs = 120_000;

/** An order of a file: when it was given, and the time of the file the screen had sent before. */
export interface UploadOrder {
  orderedAt: number;
  previousModifiedAt: number | null;
}

/** Whether a file was ordered and only the one sent before the order (if any) is there. */
export function isUploadPending(order: UploadOrder | null, currentModifiedAt: number | null) {
  if (!order) return false;
  return currentModifiedAt === null || currentModifiedAt === order.previousModifiedAt;
}

/** Whether to look again: the ordered file has not arrived and the wait is not over. */
export function isAwaitingUpload(
  order: UploadOrder | null,
  currentModifiedAt: number | null,
  now: number,
): boolean {
  if (!order || now - order.orderedAt > uploadWaitMs) return false;
  return isUploadPending(order, currentModifiedAt);
}

import { createQueryClient } from './query-client';

/** The app's one query cache. It loads with the signed-in area, not with the entry. */
export const appQueryClient = createQueryClient();

import fp from 'fastify-plugin';
import { itemsChangedQueue } from '../items';
import { mediaChangedQueue, mediaPlatform } from '../media';
import { handleShownChange } from './rerender-signs';

/** Keeps signs in step with the items and media they show: the re-render job of their writes. */
export const signsPlugin = fp(
  async (app) => {
    const rerender = handleShownChange(() => app.database.db, mediaPlatform(app));
    app.jobs.handle(itemsChangedQueue, rerender);
    app.jobs.handle(mediaChangedQueue, rerender);
  },
  { name: 'signs', dependencies: ['jobs', 'files'] },
);

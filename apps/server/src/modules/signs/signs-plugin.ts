import fp from 'fastify-plugin';
import { itemsChangedQueue } from '../items';
import { mediaPlatform } from '../media';
import { handleItemsChanged } from './rerender-signs';

/** Keeps signs in step with the items they show: the re-render job of every item write. */
export const signsPlugin = fp(
  async (app) => {
    app.jobs.handle(
      itemsChangedQueue,
      handleItemsChanged(() => app.database.db, mediaPlatform(app)),
    );
  },
  { name: 'signs', dependencies: ['jobs', 'files'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequest } from '../errors';
import { nestsTooDeeply } from './json-nesting';

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), with two differences: an
 * empty body is no body, so a call whose body is optional accepts `Content-Type: application/json`
 * with nothing after it; and nesting deeper than any call takes is refused before parsing.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text === '') return done(null, undefined);
      if (nestsTooDeeply(text)) {
        return done(new BadRequest('The request body is nested too deeply'), undefined);
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);

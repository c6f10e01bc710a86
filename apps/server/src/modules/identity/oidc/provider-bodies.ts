import type Provider from 'oidc-provider';
import { drainRequest } from '../../../platform/http/drain-request';
import { errorAnswer } from '../../../platform/http/error-handler';

/** The most of a body the provider reads; past it, it answers 400 "failed to parse". */
const providerBodyLimit = 56 * 1024;

const tooLarge = () => errorAnswer('The request body is too large');

/**
 * Answers a body larger than the provider reads with 413, as every other call does, where the
 * provider would answer 400. The body is read to its end before the answer either way: the
 * provider stops reading at its limit, and a connection closed while the client is still sending
 * resets before the client reads the answer.
 */
export function answerLargeBodies(provider: Provider): void {
  provider.use(async (ctx, next) => {
    if ((ctx.request.length ?? 0) > providerBodyLimit) {
      await drainRequest(ctx.req);
      ctx.status = 413;
      ctx.body = tooLarge();
      return;
    }
    await next();
    // Only a body sent in chunks, with no length to refuse it by, is cut short by the limit.
    const isCutShort = (await drainRequest(ctx.req)) > 0;
    const answer = ctx.body as { error_description?: string } | undefined;
    if (isCutShort && answer?.error_description === 'failed to parse the request body') {
      ctx.status = 413;
      ctx.body = tooLarge();
    }
  });
}

import type { CallDescriptor, CallResponse } from '@marquee/contracts';
import { defineRoute, type CallContext, type Route } from '../../platform/http/define-route';
import type { ScreensViewer } from './find-player';
import { screensViewerOf } from './screens-scope';

/** Binds a handler of a screens call; it acts as the caller's viewer (see `screensViewerOf`). */
export function screensRoute<C extends CallDescriptor>(
  call: C,
  handler: (
    context: CallContext<C>,
    viewer: ScreensViewer,
  ) => Promise<CallResponse<C>> | CallResponse<C>,
): Route {
  return defineRoute(call, async (context) => handler(context, await screensViewerOf(context)));
}

export const pageViewEvent = 'marquee:pageview';

export interface PageView {
  path: string;
  routeName?: string;
}

/** Announces a page view after each navigation; analytics integrations listen on window. */
export function reportPageView(view: PageView): void {
  window.dispatchEvent(new CustomEvent<PageView>(pageViewEvent, { detail: view }));
}

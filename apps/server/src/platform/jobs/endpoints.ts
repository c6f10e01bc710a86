/** Whether an endpoint brings data into the system or takes it out. */
export type EndpointDirection = 'in' | 'out';

/**
 * What a queue that moves data in or out of the system declares when its handler is registered,
 * which makes it an integration endpoint: its dead jobs are its error queue in the support
 * console. Queues of work inside the system (media processing) declare none.
 */
export interface EndpointDeclaration {
  /** The endpoint's name in English; the console shows its own text where it has one. */
  name: string;
  direction: EndpointDirection;
}

/** An endpoint is named by its queue. */
export interface Endpoint extends EndpointDeclaration {
  id: string;
}

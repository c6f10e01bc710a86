/** The one error vocabulary of both backends; the error handler turns each into its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'The request is not valid') {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Sign in to continue') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}

/** Also what another account's rows answer, so their ids are never revealed. */
export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message = 'This conflicts with existing data') {
    super(409, message);
  }
}

export class PreconditionFailed extends HttpError {
  constructor(message = 'Someone else changed this in the meantime; reload and try again') {
    super(412, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message = 'The request is too large') {
    super(413, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'This type of content is not supported') {
    super(415, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(
    message = 'Too many requests; try again shortly',
    /** Sent as Retry-After when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** A service the server called for this request failed or gave an answer it cannot use. */
export class BadGateway extends HttpError {
  constructor(message = 'Another service failed to answer; try again later') {
    super(502, message);
  }
}

/** The database is not up yet (start-up) or not reachable. */
export class ServiceUnavailable extends HttpError {
  constructor(message = 'The service is starting; try again shortly') {
    super(503, message);
  }
}

/** What was there once and is no more: an expired link. */
export class Gone extends HttpError {
  constructor(message = 'This is no longer available') {
    super(410, message);
  }
}

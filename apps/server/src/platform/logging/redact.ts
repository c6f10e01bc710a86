/** What a log line shows in place of a secret or a person's data. */
export const redacted = '[REDACTED]';

/** Query parameters that carry credentials or a step of a sign-in (RFC 6749, OpenID Connect). */
const secretParameters = new Set([
  'code',
  'state',
  'session_state',
  'code_verifier',
  'client_assertion',
  'id_token_hint',
  'login_hint',
  'logout_hint',
  'nonce',
  'ticket',
  'key',
  'apikey',
  'signature',
  // A person's data: an address searched for or a name typed into a search.
  'email',
  'searchtext',
]);
/** And any parameter whose name says it is a secret (`token`, `refresh_token`, `playerSecret`, ...). */
const secretNamePattern = /token|secret|password|passwd|credential/i;

export function isSecretParameter(name: string): boolean {
  return secretNamePattern.test(name) || secretParameters.has(name.toLowerCase());
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The query string with the value of every secret parameter replaced; the rest stays as sent. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return isSecretParameter(decodedName(name)) ? `${name}=${redacted}` : pair;
    })
    .join('&');
}

const emailPattern = /[^\s"'<>()[\]{}/?&=:;,@]+@[^\s"'<>()[\]{}/?&=:;,@]+\.[a-z]{2,}/gi;

/** A request address fit for the log: secret query values and e-mail addresses replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = question < 0 ? url : url.slice(0, question);
  const query = question < 0 ? '' : `?${redactQuery(url.slice(question + 1))}`;
  return `${path}${query}`.replace(emailPattern, redacted);
}

// A query string inside free text (an error message quoting the address it failed on).
const queryInText = /\?[^\s"'`]*/g;
// The values of a failed statement: Drizzle lists them after the SQL.
const statementParams = /\nparams: [\s\S]*$/;
// PostgreSQL quotes the value it could not read.
const quotedInput = /(invalid input (?:syntax|value) for [^:]+: )"[\s\S]*?"/g;

/** Free text (a log message, an error message) with secrets and a person's data taken out. */
export function scrubText(text: string): string {
  return text
    .replace(statementParams, `\nparams: ${redacted}`)
    .replace(quotedInput, `$1"${redacted}"`)
    .replace(queryInText, (query) => `?${redactQuery(query.slice(1))}`)
    .replace(emailPattern, redacted);
}

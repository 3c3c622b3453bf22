import type { Config } from '#config';

/** pino's options: no secret, token, OTP, PIN or card number ever reaches a log line. */
export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-signature"]',
        'req.headers["idempotency-key"]',
        '*.password',
        '*.pin',
        '*.otp',
        '*.access_token',
        '*.pan',
        '*.cvv',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactPath(redactQuery(req.url)),
        client: req.headers['x-client-type'],
      }),
    },
  };
}

// A secret put in a query string by a careless client must not reach the log with the URL.
const SECRET_PARAM = /token|ticket|password|pin|otp|secret|signature|key|bvn|pan|cvv/i;
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_PARAM.test(name) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

// Secrets in a path are kept out of the log the same way: a BVN (the sandbox directory's GET
// /api/sandbox/bvn/{bvn}), a signup's completion credential (POST /api/auth/signup/{credential}/complete, which
// finishes that signup: decision 040), a team invitation's code (/join/{code}, /api/team/invites/{code}/…,
// /api/public/team-invites/{code}) and a
// staff member's enrolment link (/ops/enrol/{code}, decision 041).
const SECRET_SEGMENT =
  /(\/(?:bvn|invites|team-invites|join|enrol)\/|\/auth\/signup\/(?=[^/?]+\/complete))[^/?]+/gi;
export function redactPath(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]');
}

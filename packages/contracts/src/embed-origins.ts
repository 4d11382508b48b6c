import { z } from 'zod/mini';

/**
 * The origins allowed to frame a presentation's public viewer (its answer's
 * Content-Security-Policy `frame-ancestors`, docs/security.md "Embedding the viewer"). One
 * rule for the server, which stores only what passes it, and for the Present screen's form.
 */

/** The most origins one presentation lists. */
export const EMBED_ORIGINS_LIMIT = 10;
/** The longest entry read (a host name is at most 253 characters). */
export const EMBED_ORIGIN_MAX_LENGTH = 300;
/** Longer entries are refused by the schema before they are read at all. */
const ENTRY_MAX_LENGTH = 2000;

export const EMBED_ORIGINS_LIMIT_MESSAGE = `List at most ${EMBED_ORIGINS_LIMIT} origins.`;

/**
 * The only shape an origin has once stored, and the only one that reaches the header: https,
 * a host of letters, digits, dots and hyphens (an international name as its punycode), an
 * optional port. No space, quote, semicolon or line break can pass it.
 */
const CANONICAL_ORIGIN = /^https:\/\/[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9.])?(?::[0-9]{1,5})?$/;

/** An entry as it may be quoted in a message: JSON's escapes show a line break as `\r\n`. */
export function quotedEntry(entry: string): string {
  return JSON.stringify(entry.length > 80 ? `${entry.slice(0, 80)}…` : entry);
}

/**
 * An entry of the list as its origin (`https://Example.org:443/` -> `https://example.org`), or
 * why it is not one, in words that quote it. Exact origins only: https, no path (but a lone
 * `/`), query, fragment, user name, password or wildcard.
 */
export function parseEmbedOrigin(entry: string): { origin: string } | { problem: string } {
  const quoted = quotedEntry(entry);
  if (entry.length > EMBED_ORIGIN_MAX_LENGTH)
    return {
      problem: `${quoted} is too long for an origin (at most ${EMBED_ORIGIN_MAX_LENGTH} characters).`,
    };
  if (entry.trim() === '') return { problem: 'An origin is empty: remove the empty line.' };
  // Any white space or control character: a line break here would start a header of its own.
  if (/[\s\p{Cc}]/u.test(entry))
    return { problem: `${quoted} contains spaces, line breaks or control characters.` };
  if (entry.includes('*'))
    return {
      problem: `${quoted} contains a wildcard: list each origin exactly, like https://www.example.org.`,
    };
  if (!/^https:\/\//i.test(entry)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(entry)?.[1];
    return {
      problem: scheme
        ? `${quoted} is not https: only https origins may frame the viewer.`
        : `${quoted} is not an origin: write it as https://www.example.org.`,
    };
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    const ending = numericEnding(entry);
    return {
      problem: ending
        ? `${quoted} ${numericEndingProblem(ending)}`
        : `${quoted} is not an origin: write it as https://www.example.org.`,
    };
  }
  if (url.username || url.password || entry.includes('@'))
    return { problem: `${quoted} contains a user name or password: give the origin alone.` };
  if (url.pathname !== '/' || entry.includes('?') || entry.includes('#') || entry.includes('\\'))
    return {
      problem: `${quoted} has a path, query or fragment: give the origin alone, like ${url.origin}.`,
    };
  const hostProblem = hostNameProblem(url.hostname, url.port);
  if (hostProblem) return { problem: `${quoted} ${hostProblem}` };
  const origin = url.origin.toLowerCase();
  if (!CANONICAL_ORIGIN.test(origin))
    return { problem: `${quoted} is not an origin: write it as https://www.example.org.` };
  return { origin };
}

/** The longest host name DNS carries, without a final dot (RFC 1035 section 2.3.4). */
const HOST_MAX_LENGTH = 253;
/** The longest part between two dots (RFC 1035 section 2.3.4). */
const LABEL_MAX_LENGTH = 63;

/**
 * Why a host, as the URL parser gives it (lower case, an international name as its punycode),
 * is no DNS host name, in words that follow the quoted entry; undefined when it is one. The
 * parser lets through empty parts, parts of any length, hyphens at either end and characters
 * such as `_` or `;`: no site has such a name, so none is stored or sent in `frame-ancestors`.
 * An IPv4 address passes as the parser wrote it (`https://0x7f.1` is `https://127.0.0.1`); an
 * IPv6 address is left to the canonical shape, which refuses it.
 *
 * A final dot (`https://example.org.`) is refused, naming the origin to write instead: to a
 * browser `example.org.` is another origin than `example.org`, hardly any page is served under
 * it, and one spelling per site keeps "listed twice" true to what the browser compares.
 */
function hostNameProblem(host: string, port: string): string | undefined {
  if (host.startsWith('[') || /^\d+(?:\.\d+){3}$/.test(host)) return undefined;
  const trailingDot = host.endsWith('.');
  const name = trailingDot ? host.slice(0, -1) : host;
  const labels = name.split('.');
  if (labels[0] === '')
    return 'starts its host name with a dot: each part between dots needs at least one letter or digit.';
  if (labels.includes(''))
    return 'has two dots in a row in its host name: each part between dots needs at least one letter or digit.';
  const unusable = [...new Set(name.replace(/[a-z0-9.-]/g, ''))].map((c) => JSON.stringify(c));
  if (unusable.length > 0)
    return `is not an origin: its host name has ${unusable.join(', ')}, which no host name can have (only letters, digits and hyphens between dots).`;
  const asPunycode = name.includes('xn--') ? ' in its xn-- form' : '';
  if (name.length > HOST_MAX_LENGTH)
    return `has a host name of ${name.length} characters${asPunycode}: a host name has at most ${HOST_MAX_LENGTH}.`;
  const long = labels.find((label) => label.length > LABEL_MAX_LENGTH);
  if (long)
    return `has a part of ${long.length} characters${asPunycode} in its host name (${quotedEntry(long)}): a part between dots has at most ${LABEL_MAX_LENGTH}.`;
  const hyphened = labels.find((label) => label.startsWith('-') || label.endsWith('-'));
  if (hyphened)
    return `has a part of its host name that starts or ends with a hyphen (${quotedEntry(hyphened)}): each part between dots starts and ends with a letter or digit.`;
  // The URL parser refuses these itself (numericEnding); the form may run on a parser without
  // the WHATWG rule that a host ending in a number is an IPv4 address.
  const last = labels.at(-1)!;
  if (/^[0-9]+$/.test(last)) return numericEndingProblem(last);
  if (trailingDot)
    return `ends its host name with a dot: write it without, as https://${name}${port ? `:${port}` : ''}.`;
  return undefined;
}

/**
 * The last part of an entry's host when it is a number (digits, or `0x…` as the URL parser
 * reads numbers): the parser then takes the host for an IPv4 address and throws on one that is
 * not valid (`https://example.123`, `https://1.2.3.256`), before any check of the name.
 */
function numericEnding(entry: string): string | undefined {
  const authority = entry.slice('https://'.length).split(/[/?#\\]/, 1)[0]!;
  let host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:[0-9]*$/, '');
  try {
    host = decodeURIComponent(host);
  } catch {
    return undefined;
  }
  const last = host.replace(/\.$/, '').split('.').at(-1)!;
  return /^(?:[0-9]+|0x[0-9a-f]*)$/i.test(last) ? last : undefined;
}

function numericEndingProblem(ending: string): string {
  return `ends its host name in a number (${quotedEntry(ending)}): a host name ends in letters, and an IP address is four numbers of 0 to 255, like 192.0.2.10.`;
}

/** Whether a value is an origin exactly as stored: what the header builder lets through. */
export function isCanonicalEmbedOrigin(value: string): boolean {
  const parsed = parseEmbedOrigin(value);
  return 'origin' in parsed && parsed.origin === value;
}

/**
 * Every problem of a list, each with the index of its entry (the first of several problems of
 * one entry); duplicates are found after normalising, so `https://A.example` and
 * `https://a.example/` are the same origin.
 */
export function embedOriginsProblems(entries: readonly string[]): Array<{ index: number; problem: string }> {
  const problems: Array<{ index: number; problem: string }> = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const parsed = parseEmbedOrigin(entry);
    if ('problem' in parsed) problems.push({ index, problem: parsed.problem });
    else if (seen.has(parsed.origin))
      problems.push({ index, problem: `${quotedEntry(entry)} is listed twice (as ${parsed.origin}).` });
    else seen.add(parsed.origin);
  });
  return problems;
}

/** The list as stored: each entry's origin, in the order given. Call on a list without problems. */
export function normalizeEmbedOrigins(entries: readonly string[]): string[] {
  return entries.map((entry) => {
    const parsed = parseEmbedOrigin(entry);
    if ('problem' in parsed) throw new Error(parsed.problem);
    return parsed.origin;
  });
}

/**
 * `PUT /api/projects/published-projects/{id}/embed-origins`: the whole list, replacing the
 * one stored; `[]` lets no page frame the viewer. A bad entry answers 400 with its index as
 * the field (`body.origins.2`) and a message quoting it; nothing is written.
 */
export const UpdateEmbedOriginsRequest = z.object({
  origins: z.array(z.string().check(z.maxLength(ENTRY_MAX_LENGTH))).check(
    z.maxLength(EMBED_ORIGINS_LIMIT, { error: EMBED_ORIGINS_LIMIT_MESSAGE }),
    z.superRefine((entries, issue) => {
      for (const { index, problem } of embedOriginsProblems(entries))
        issue.addIssue({ code: 'custom', path: [index], message: problem, input: entries[index] });
    }),
  ),
});
export type UpdateEmbedOriginsRequest = z.infer<typeof UpdateEmbedOriginsRequest>;

/** The answer: the list as stored (normalised origins). */
export const EmbedOrigins = z.object({ origins: z.array(z.string()) });
export type EmbedOrigins = z.infer<typeof EmbedOrigins>;

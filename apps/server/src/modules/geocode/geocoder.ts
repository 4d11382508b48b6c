import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  GEOCODE_ANSWER_MAX_BYTES,
  GEOCODE_RESULTS_MAX,
  type GeocodeAnswer,
  GeocodeResult,
} from '@vantage/contracts/geocode';
import { z } from 'zod';
import { ClientBudgets } from '../../http/fetch-budget.js';
import { ApiError } from '../../http/problem.js';
import { isPublicAddress, publicOnlyLookup, RefusedAddressError } from '../map-layers/source-address.js';

export type GeocoderKind = 'photon' | 'nominatim';

export type GeocoderOptions = {
  url: string;
  kind: GeocoderKind;
  timeoutMs: number;
  /** Sent as User-Agent: who is asking, nothing about the visitor. */
  userAgent: string;
  /** Origins asked although they resolve to private addresses (MAP_LAYER_PRIVATE_ORIGINS). */
  privateOrigins: readonly string[];
  /** Queries per minute one client address may make (GEOCODER_FETCHES_PER_CLIENT_PER_MINUTE). */
  fetchesPerClientPerMinute: number;
};

const badGateway = (detail: string) => new ApiError(502, 'Bad Gateway', detail);

/** Photon's answer: GeoJSON point features whose properties name the place. */
const PhotonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({
        type: z.literal('Point'),
        coordinates: z.tuple([z.number(), z.number()]).rest(z.number()),
      }),
      properties: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

/** Nominatim's jsonv2 answer: places with their coordinates as decimal strings. */
const NominatimAnswer = z.array(
  z.object({
    lat: z.union([z.string(), z.number()]).pipe(z.coerce.number()),
    lon: z.union([z.string(), z.number()]).pipe(z.coerce.number()),
    display_name: z.string().optional(),
    name: z.string().optional(),
  }),
);

/** The text fields of a Photon place that make its name, in order, without repeats. */
const PHOTON_NAME_FIELDS = ['name', 'street', 'housenumber', 'postcode', 'city', 'state', 'country'] as const;

function photonName(properties: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  for (const field of PHOTON_NAME_FIELDS) {
    const value = properties?.[field];
    if (typeof value === 'string' && value.trim() && !parts.includes(value.trim())) parts.push(value.trim());
  }
  // "Street 12" reads as one part.
  const street = parts.indexOf(String(properties?.street ?? '').trim());
  const number = parts.indexOf(String(properties?.housenumber ?? '').trim());
  if (street >= 0 && number === street + 1) parts.splice(street, 2, `${parts[street]} ${parts[number]}`);
  return parts.join(', ');
}

/**
 * The places in a geocoder's answer (already parsed JSON), at most GEOCODE_RESULTS_MAX, each
 * checked against GeocodeResult; undefined when the answer is not one of `kind`'s. Places
 * without a name or outside WGS 84's range are left out.
 */
export function placesOf(kind: GeocoderKind, body: unknown): GeocodeAnswer | undefined {
  let candidates: Array<{ name: string; longitude: number; latitude: number }>;
  if (kind === 'photon') {
    const parsed = PhotonAnswer.safeParse(body);
    if (!parsed.success) return undefined;
    candidates = parsed.data.features.map((feature) => ({
      name: photonName(feature.properties),
      longitude: feature.geometry.coordinates[0],
      latitude: feature.geometry.coordinates[1],
    }));
  } else {
    const parsed = NominatimAnswer.safeParse(body);
    if (!parsed.success) return undefined;
    candidates = parsed.data.map((place) => ({
      name: (place.display_name ?? place.name ?? '').trim(),
      longitude: place.lon,
      latitude: place.lat,
    }));
  }
  const places: GeocodeAnswer = [];
  for (const candidate of candidates) {
    const checked = GeocodeResult.safeParse({ ...candidate, name: candidate.name.slice(0, 500) });
    if (checked.success) places.push(checked.data);
    if (places.length === GEOCODE_RESULTS_MAX) break;
  }
  return places;
}

/** The geocoder's address for a query: `q` and `limit`, and Nominatim's `format=jsonv2`. */
export function geocoderAddress(base: string, kind: GeocoderKind, q: string): URL {
  const url = new URL(base);
  url.searchParams.set('q', q);
  url.searchParams.set('limit', String(GEOCODE_RESULTS_MAX));
  if (kind === 'nominatim') url.searchParams.set('format', 'jsonv2');
  return url;
}

/**
 * The operator's geocoder, asked by the server for the place search (decision 202), on the
 * same terms as map layers' tiles: only our User-Agent and Accept (nothing of the visitor), no
 * redirect followed, a public address only (checked at connection time) unless the origin is in
 * MAP_LAYER_PRIVATE_ORIGINS, `timeoutMs` (504), at most 1 MB read (502 beyond), and each query
 * spends one of the caller's address's budget (429 with Retry-After, the geocoder not asked).
 * Answers are not cached: a query is typed once and sent on a press of Enter.
 */
export class Geocoder {
  private readonly clients: ClientBudgets;

  constructor(private readonly options: GeocoderOptions) {
    this.clients = new ClientBudgets(options.fetchesPerClientPerMinute);
  }

  async search(q: string, client: string): Promise<GeocodeAnswer> {
    this.clients.spend(
      client,
      (retryIn) =>
        `Too many place searches from your address (at most ${this.clients.perMinute} a minute): try again in ${retryIn}.`,
    );
    const url = geocoderAddress(this.options.url, this.options.kind, q);
    const listed = this.options.privateOrigins.includes(url.origin);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let body: unknown;
    try {
      // A host written as an address is connected to without a lookup: checked here instead.
      if (!listed && isIP(host) !== 0 && !isPublicAddress(host))
        throw new RefusedAddressError(`${host} is a private or reserved address.`);
      const response = await this.get(url, listed, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        throw badGateway('The geocoder redirected the search elsewhere; redirects are not followed.');
      }
      if (status !== 200) {
        response.resume();
        throw badGateway(`The geocoder answered ${status}.`);
      }
      const text = (await readBounded(response)).toString('utf8');
      try {
        body = JSON.parse(text);
      } catch {
        throw badGateway('The geocoder answered something else than JSON.');
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (
        error instanceof RefusedAddressError ||
        (error as { cause?: unknown }).cause instanceof RefusedAddressError
      )
        throw badGateway(
          'The geocoder is on a private or reserved network address, which the server does not ask.',
        );
      if (signal.aborted) throw new ApiError(504, 'Gateway Timeout', 'The geocoder did not answer in time.');
      throw badGateway('The geocoder could not be reached.');
    }
    const places = placesOf(this.options.kind, body);
    if (!places)
      throw badGateway(
        `The geocoder’s answer is not a ${this.options.kind === 'photon' ? 'Photon' : 'Nominatim'} answer; no places were read from it.`,
      );
    return places;
  }

  close(): void {
    this.clients.clear();
  }

  private get(url: URL, listed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(url, {
        method: 'GET',
        signal,
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
        ...(listed ? {} : { lookup: publicOnlyLookup }),
      });
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
      outgoing.end();
    });
  }
}

/** The body, refused once it passes GEOCODE_ANSWER_MAX_BYTES (the rest not read). */
async function readBounded(response: IncomingMessage): Promise<Buffer> {
  const tooLarge = () =>
    badGateway(
      `The geocoder’s answer is larger than ${GEOCODE_ANSWER_MAX_BYTES / 1024 / 1024} MB; it is not used.`,
    );
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > GEOCODE_ANSWER_MAX_BYTES) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > GEOCODE_ANSWER_MAX_BYTES) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

import { GEOCODE_QUERY_MAX_LENGTH, GEOCODE_RESULTS_MAX, GeocodeAnswer, GeocodeQuery } from '../geocode.js';
import { defineOperation, json } from './define.js';

export const geocode = defineOperation({
  id: 'geocode',
  method: 'GET',
  path: '/api/geocode',
  tag: 'Map layers',
  summary:
    "Places by name from the operator's geocoder (GEOCODER_URL: Photon or Nominatim), asked by the server",
  description: `Every signed-in member of a subscription (Observers too). \`q\` is 1 to ${GEOCODE_QUERY_MAX_LENGTH} characters (400 beyond). Answers at most ${GEOCODE_RESULTS_MAX} places \`{ name, longitude, latitude }\` (WGS 84), in the geocoder's order. The server asks the geocoder without any of the caller's headers or cookies, following no redirect, refusing a geocoder whose host resolves to a private, loopback or link-local address (unless its origin is listed in MAP_LAYER_PRIVATE_ORIGINS), and reads at most 1 MB of its answer. 404 when no geocoder is configured (ClientConfig \`geocoder\` is false, and the planner does not ask); 502 when the geocoder fails, is refused or answers something that is not a Photon or Nominatim answer; 504 when it does not answer in time (GEOCODER_TIMEOUT_MS); 429 with \`Retry-After\` when the caller's address has used its budget (GEOCODER_FETCHES_PER_CLIENT_PER_MINUTE).`,
  access: 'account',
  action: 'project.list',
  query: GeocodeQuery,
  answers: { 200: json(GeocodeAnswer) },
  errors: [404, 429, 502, 504],
});

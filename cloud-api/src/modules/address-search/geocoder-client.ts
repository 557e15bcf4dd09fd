import http from 'node:http';
import https from 'node:https';
import { addressToDial, type CompanyHosts } from '../../common/company-hosts.ts';
import { nominatimSearchUrl, parseNominatim, type NominatimPlace } from './nominatim.ts';

/** How long the counter waits for the geocoder before answering from the comuni dataset. */
export const GEOCODER_TIMEOUT_MS = 4000;
/** A geocoder's answer larger than this is not read (12 results are a few tens of kilobytes). */
const MAX_ANSWER_BYTES = 1_000_000;
/** Nominatim's usage policy asks every application to name itself. */
const USER_AGENT = 'Banco/0.1 (gestionale negozi di telefonia)';

export interface GeocoderCall {
  timeoutMs?: number;
  /** 'public': the URL is a company's setting on a shared server, so only a public address is called (common/company-hosts.ts). */
  hosts: CompanyHosts;
}

/**
 * Asks a Nominatim-compatible geocoder for `text`. Null when it cannot answer usefully: unreachable,
 * slow, an error status, a redirect, too large, not a JSON array, or (hosts 'public') on an internal
 * network. The URL is the company's own setting (or the server's), so nothing of the answer but the
 * parsed places ever reaches the client.
 *
 * node:http rather than fetch: a 'public' call connects to the address that was checked (its own DNS
 * lookup answers it), which fetch cannot do; with a second lookup, a second DNS answer could point inside.
 */
export async function askGeocoder(baseUrl: string, text: string, { timeoutMs = GEOCODER_TIMEOUT_MS, hosts }: GeocoderCall): Promise<NominatimPlace[] | null> {
  try {
    const url = new URL(nominatimSearchUrl(baseUrl, text));
    const address = await addressToDial(url.hostname, hosts);
    const body = await getText(url, address, timeoutMs);
    return body === null ? null : parseNominatim(JSON.parse(body));
  } catch {
    // network error, timeout, an internal host, or a body that is not JSON: the caller falls back
    return null;
  }
}

/** The body of a 200 answer to GET `url` (at `address` when given), null for any other status (redirects too) or a body over the limit. */
function getText(url: URL, address: string | undefined, timeoutMs: number): Promise<string | null> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { Accept: 'application/json', 'User-Agent': USER_AGENT },
        signal: AbortSignal.timeout(timeoutMs),
        // the name stays the Host and the TLS server name; only its address is the checked one
        ...(address === undefined ? {} : { lookup: pinned(address) }),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_ANSWER_BYTES) {
            request.destroy();
            resolve(null);
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** A DNS lookup that answers the one checked address, whatever it is asked (the connection then goes there). */
function pinned(address: string): NonNullable<http.RequestOptions['lookup']> {
  const family = address.includes(':') ? 6 : 4;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

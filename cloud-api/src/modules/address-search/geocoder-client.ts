import { nominatimSearchUrl, parseNominatim, type NominatimPlace } from './nominatim.ts';

/** How long the counter waits for the geocoder before answering from the comuni dataset. */
export const GEOCODER_TIMEOUT_MS = 4000;
/** A geocoder's answer larger than this is not read (12 results are a few tens of kilobytes). */
const MAX_ANSWER_BYTES = 1_000_000;
/** Nominatim's usage policy asks every application to name itself. */
const USER_AGENT = 'Banco/0.1 (gestionale negozi di telefonia)';

/**
 * Asks a Nominatim-compatible geocoder for `text`. Null when it cannot answer usefully: unreachable,
 * slow, an error status, a redirect, too large or not a JSON array. The URL is the company's own
 * setting (or the server's), so nothing of the answer but the parsed places ever reaches the client.
 */
export async function askGeocoder(baseUrl: string, text: string, timeoutMs = GEOCODER_TIMEOUT_MS): Promise<NominatimPlace[] | null> {
  try {
    const response = await fetch(nominatimSearchUrl(baseUrl, text), {
      headers: { Accept: 'application/json', 'User-Agent': USER_AGENT },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok || response.body === null) return null;
    const body = await readLimited(response.body, MAX_ANSWER_BYTES);
    return body === null ? null : parseNominatim(JSON.parse(body));
  } catch {
    // network error, timeout, redirect or a body that is not JSON: the caller falls back
    return null;
  }
}

async function readLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a Nominatim-compatible geocoder (no internet here): /search answers from the
 * places below whose name contains the query's first part; other paths answer as broken geocoders do.
 *   /search          Nominatim-shaped JSON
 *   /slow/search     never answers (a timeout)
 *   /garbage/search  an HTML page
 *   /error/search    500
 *   /huge/search     a JSON array of several megabytes
 * Every request's query parameters are kept in `requests`.
 */
export interface FakeGeocoder {
  /** The /search URL (the other modes: replace /search with /slow/search and so on). */
  url: string;
  base: string;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

interface Place {
  display_name: string;
  osm_type: string;
  address: Record<string, string>;
}

export const FAKE_PLACES: readonly Place[] = [
  {
    display_name: '10, Via Roma, Centro Storico, Pavia, Lombardia, 27100, Italia',
    osm_type: 'node',
    address: { house_number: '10', road: 'Via Roma', city: 'Pavia', postcode: '27100', 'ISO3166-2-lvl6': 'IT-PV' },
  },
  {
    display_name: 'Via Roma, Quartiere Molto Lungo Con Un Nome Davvero Esteso Per La Prova, Segrate, Lombardia, Italia',
    osm_type: 'way',
    address: { road: 'Via Roma', town: 'Segrate' },
  },
  {
    display_name: 'Roma, Lazio, Italia',
    osm_type: 'relation',
    address: { city: 'Roma', 'ISO3166-2-lvl6': 'IT-RM' },
  },
  {
    display_name: '5, Corso Buenos Aires, Porta Venezia, Milano, Lombardia, 20124, Italia',
    osm_type: 'node',
    address: { house_number: '5', road: 'Corso Buenos Aires', city: 'Milano', postcode: '20124', 'ISO3166-2-lvl6': 'IT-MI' },
  },
];

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: URLSearchParams[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.searchParams);
    if (url.pathname === '/slow/search') {
      held.add(res);
      return;
    }
    if (url.pathname === '/garbage/search') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Servizio non disponibile</body></html>');
      return;
    }
    if (url.pathname === '/error/search') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    if (url.pathname === '/huge/search') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(Array.from({ length: 40_000 }, () => FAKE_PLACES[0])));
      return;
    }
    const wanted = (url.searchParams.get('q') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
    const found = FAKE_PLACES.filter((place) => place.display_name.toLowerCase().includes(wanted));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/search`,
    base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

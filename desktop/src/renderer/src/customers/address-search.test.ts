import { describe, expect, it } from 'vitest';
import { addressSuggestions, geocoderSearchUrl, shortLabel } from './address-search.ts';

describe('address search on a Nominatim-compatible geocoder (spec 2 §7)', () => {
  it('asks with the spec\'s parameters', () => {
    const url = new URL(geocoderSearchUrl('http://127.0.0.1:8088/search', 'via torino 12 milano'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8088/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'via torino 12 milano, Italia',
      format: 'json',
      limit: '12',
      addressdetails: '1',
      countrycodes: 'it',
      extratags: '1',
      'accept-language': 'it',
      bounded: '0',
    });
  });

  it('keeps roads, house numbers, ways and nodes, house numbers first, with short labels', () => {
    const suggestions = addressSuggestions([
      { display_name: 'Milano, Lombardia, Italia', lat: '45.46', lon: '9.19', osm_type: 'relation', address: { city: 'Milano' } },
      { display_name: 'Via Torino, Centro Storico, Milano, Lombardia, 20123, Italia', lat: '45.46', lon: '9.18', osm_type: 'way', address: { road: 'Via Torino', city: 'Milano', postcode: '20123' } },
      { display_name: '12, Via Torino, Centro Storico, Milano, 20123, Italia', lat: '45.4601', lon: '9.1801', osm_type: 'node', address: { road: 'Via Torino', house_number: '12', town: 'Milano', postcode: '20123' } },
    ]);
    expect(suggestions).toEqual([
      { label: '12, Via Torino, Centro Storico', street: 'Via Torino', number: '12', city: 'Milano', postcode: '20123', lat: 45.4601, lng: 9.1801 },
      { label: 'Via Torino, Centro Storico, Milano', street: 'Via Torino', number: '', city: 'Milano', postcode: '20123', lat: 45.46, lng: 9.18 },
    ]);
    expect(addressSuggestions({ error: 'Unable to geocode' })).toEqual([]);
  });

  it('shortens a label to 75 characters', () => {
    const label = shortLabel(`${'Via '.padEnd(90, 'a')}, Milano, Italia`);
    expect(label).toHaveLength(75);
    expect(label.endsWith('…')).toBe(true);
  });
});

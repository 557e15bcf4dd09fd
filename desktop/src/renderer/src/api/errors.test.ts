import { describe, expect, it } from 'vitest';
import { ApiError, userMessage } from './errors.ts';

describe('userMessage', () => {
  it('shows the server message or the connection error, else the screen fallback', () => {
    const fromServer = new ApiError('Credenziali non valide', { status: 401, path: '/auth/login', fromServer: true });
    const transport = new ApiError('HTTP 502', { status: 502, path: '/auth/login' });
    const offline = new ApiError('Impossibile contattare il server', { status: 0, path: '/auth/login' });
    expect(userMessage(fromServer, 'Errore durante il login')).toBe('Credenziali non valide');
    expect(userMessage(transport, 'Errore durante il login')).toBe('Errore durante il login');
    expect(userMessage(offline, 'Errore durante il login')).toBe('Impossibile contattare il server');
    expect(userMessage(new TypeError('x'), 'Errore durante il login')).toBe('Errore durante il login');
  });

  it('uses the given connection text instead of the client one when the server could not be reached', () => {
    const offline = new ApiError('Impossibile contattare il server', { status: 0, path: '/public/plans' });
    const fromServer = new ApiError('Piano non trovato', { status: 404, path: '/public/plans', fromServer: true });
    expect(userMessage(offline, 'Errore', 'Errore di connessione')).toBe('Errore di connessione');
    expect(userMessage(fromServer, 'Errore', 'Errore di connessione')).toBe('Piano non trovato');
  });
});

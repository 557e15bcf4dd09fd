import { userMessage } from '../api/errors.ts';
import type { ListFailure } from './ListPanel.tsx';

/**
 * A list's load failure under `title`, with the server's reason as its detail when it says more
 * than the title does (a bare fallback would only repeat it).
 */
export function titledLoadFailure(title: string): ListFailure {
  return {
    title,
    message(error) {
      const message = userMessage(error, title);
      return message !== title ? message : null;
    },
  };
}

/** A list's load failure under `title`, with the server's reason, else `fallback` ('Errore sconosciuto', spec 2 §8). */
export function loadFailure(title: string, fallback: string): ListFailure {
  return { title, message: (error) => userMessage(error, fallback) };
}

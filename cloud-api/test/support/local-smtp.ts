import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as a local SMTP server took it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  /** The authenticated user, null without login. */
  user: string | null;
  raw: string;
}

export interface LocalSmtpOptions {
  /** Demands this login ('535 credenziali errate' otherwise). */
  login?: { user: string; pass: string };
  /** Recipients refused with '550 casella inesistente'. */
  refuses?: (address: string) => boolean;
}

/**
 * A real SMTP server on a loopback port (smtp-server), plain text, that puts every message it takes
 * into `received`: the tests' mail goes through a real socket and protocol, never a mock.
 */
export function localSmtp(received: ReceivedMail[], { login, refuses }: LocalSmtpOptions = {}) {
  const smtp = new SMTPServer({
    authOptional: login === undefined,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error('535 credenziali errate'));
    },
    onRcptTo(address, _session, callback) {
      if (refuses?.(address.address)) callback(new Error('550 casella inesistente'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          user: typeof session.user === 'string' ? session.user : null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return {
    /** Starts listening; the port. */
    listen: () => new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

import type { Socket } from 'node:net';
import type http from 'node:http';
import { MSG } from '@banco/shared';
import { failure } from './envelope.ts';

/**
 * Requests that Node's HTTP parser refuses before Koa sees them (headers over the size limit,
 * malformed request lines) still get the API envelope, instead of a bare status line.
 */
export function answerClientErrorsWithEnvelope(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify(failure(tooLarge ? MSG.headersTooLarge : MSG.malformedRequest));
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

// Refusals made before the request layer runs, by Fastify (a path it cannot decode) or by Node's parser (a NUL in a
// header): the same French answers, with the same security headers as every other answer.
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { API_MESSAGES, messageForStatus } from '../../common/messages';
import type { Config } from '../platform/config';
import { errorBody } from '../platform/http/errors';
import { INVALID_TEXT } from '../platform/http/text';
import { securityHeadersFor, setSecurityHeaders } from './headers';

/** Fastify's own refusals before any hook (a path whose escapes are not UTF-8, a parameter too long): our 400. */
export function frameworkErrorsOf(config: Config): FastifyServerOptions['frameworkErrors'] {
  return (error, _request, reply) => {
    setSecurityHeaders(reply as FastifyReply, config);
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    void (reply as FastifyReply)
      .status(400)
      .send(
        errorBody(
          badUrl ? API_MESSAGES.invalidText : messageForStatus(400),
          badUrl ? INVALID_TEXT : undefined,
        ),
      );
  };
}

/** The status and French message of a request Node's parser refused. */
function clientErrorOf(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messageForStatus(408) };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: API_MESSAGES.payloadTooLarge };
  return { status: 400, message: messageForStatus(400) };
}

/**
 * Requests Node's parser refuses before Fastify sees them (a NUL or a bare CR in a header, a line too long): there
 * is no response to set headers on, so the answer, with the API's security headers, is written on the socket.
 */
export function clientErrorHandlerOf(config: Config): FastifyServerOptions['clientErrorHandler'] {
  return (error, socket) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrorOf(code);
    const body = Buffer.from(JSON.stringify(errorBody(message)));
    const headers = securityHeadersFor(config, '/api/')
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n${headers}Connection: close\r\n\r\n${body.toString()}`,
      );
    socket.destroy(error);
  };
}

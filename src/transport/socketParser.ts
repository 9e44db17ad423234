import { Emitter } from '@socket.io/component-emitter';

/**
 * socket.io's packet format (protocol 5) for JSON packets only, given to socket.io-client in place
 * of socket.io-parser (esbuild.mjs): the widget sends and receives no binary, and the binary
 * encoder, reconstructor and their tests were most of the parser's 2 KB gzip. The wire format is
 * the parser's, checked against it in test/unit/transport/socketParser.test.ts.
 */
export const protocol = 5;

export const PacketType = {
  CONNECT: 0,
  DISCONNECT: 1,
  EVENT: 2,
  ACK: 3,
  CONNECT_ERROR: 4,
  BINARY_EVENT: 5,
  BINARY_ACK: 6,
} as const;

export interface Packet {
  type: number;
  nsp: string;
  data?: unknown;
  id?: number;
}

export class Encoder {
  encode(packet: Packet): string[] {
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id != null) text += packet.id;
    if (packet.data != null) text += JSON.stringify(packet.data);
    return [text];
  }
}

/** Event names the other side may not send (they are socket.io's own). */
const RESERVED_EVENTS = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];

const isObject = (value: unknown) => Object.prototype.toString.call(value) === '[object Object]';

function isPayloadValid(type: number, payload: unknown): boolean {
  switch (type) {
    case PacketType.CONNECT:
      return isObject(payload);
    case PacketType.DISCONNECT:
      return payload === undefined;
    case PacketType.CONNECT_ERROR:
      return typeof payload === 'string' || isObject(payload);
    case PacketType.EVENT:
      return Array.isArray(payload) && (typeof payload[0] === 'number' || (typeof payload[0] === 'string' && !RESERVED_EVENTS.includes(payload[0])));
    case PacketType.ACK:
      return Array.isArray(payload);
    default:
      return false;
  }
}

/** Decodes one packet per string and emits it as 'decoded'; anything else throws (socket.io-client closes with "parse error"). */
export class Decoder extends Emitter<Record<string, never>, Record<string, never>, { decoded: (packet: Packet) => void }> {
  add(chunk: unknown): void {
    if (typeof chunk !== 'string') throw new Error('Binary packets are not supported');
    this.emitReserved('decoded', decodePacket(chunk));
  }

  destroy(): void {}
}

export function decodePacket(text: string): Packet {
  const type = Number(text.charAt(0));
  if (!(type >= PacketType.CONNECT && type <= PacketType.CONNECT_ERROR)) throw new Error(`Unsupported packet type ${text.charAt(0)}`);
  let at = 1;
  let nsp = '/';
  if (text.charAt(at) === '/') {
    const comma = text.indexOf(',', at);
    const end = comma === -1 ? text.length : comma;
    nsp = text.slice(at, end);
    at = end + 1;
  }
  const packet: Packet = { type, nsp };
  const id = /^\d+/.exec(text.slice(at))?.[0];
  if (id !== undefined) {
    packet.id = Number(id);
    at += id.length;
  }
  if (at < text.length) {
    let payload: unknown;
    try {
      payload = JSON.parse(text.slice(at));
    } catch {
      throw new Error('invalid payload');
    }
    if (!isPayloadValid(type, payload)) throw new Error('invalid payload');
    packet.data = payload;
  }
  return packet;
}

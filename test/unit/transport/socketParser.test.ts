import fc from 'fast-check';
import * as reference from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { Decoder, decodePacket, Encoder, type Packet, PacketType } from '../../../src/transport/socketParser';

// The build gives socket.io-client our JSON-only packet format instead of socket.io-parser (issue
// 12): for every JSON packet it must write and read exactly what socket.io-parser does.

const referenceDecode = (text: string): Packet => {
  const decoder = new reference.Decoder();
  let decoded: Packet | undefined;
  decoder.on('decoded', (packet: Packet) => (decoded = packet));
  decoder.add(text);
  return decoded!;
};

const nsp = fc.constantFrom('/', '/cashier', '/a-b_c');
const id = fc.option(fc.nat(), { nil: undefined });
const eventName = fc.string({ minLength: 1 }).filter((name) => !['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'].includes(name));
const packets: fc.Arbitrary<Packet> = fc.oneof(
  fc.record({ type: fc.constant(PacketType.CONNECT), nsp, data: fc.dictionary(fc.string(), fc.jsonValue()) }),
  fc.record({ type: fc.constant(PacketType.DISCONNECT), nsp }),
  fc.record({ type: fc.constant(PacketType.EVENT), nsp, id, data: fc.tuple(eventName, fc.jsonValue()).map((pair) => [...pair]) }),
  fc.record({ type: fc.constant(PacketType.ACK), nsp, id: fc.nat(), data: fc.array(fc.jsonValue()) }),
  fc.record({ type: fc.constant(PacketType.CONNECT_ERROR), nsp, data: fc.oneof(fc.string(), fc.record({ message: fc.string() })) }),
);

describe("socket.io's packet format, JSON only", () => {
  it('encodes every JSON packet as socket.io-parser does', () => {
    fc.assert(
      fc.property(packets, (packet) => {
        expect(new Encoder().encode(packet)).toEqual(new reference.Encoder().encode(packet as reference.Packet));
      }),
    );
  });

  it('decodes what socket.io-parser encodes into the same packet', () => {
    fc.assert(
      fc.property(packets, (packet) => {
        const [text] = new reference.Encoder().encode(packet as reference.Packet) as string[];
        expect(decodePacket(text!)).toEqual(referenceDecode(text!));
      }),
    );
  });

  it.each([
    ['an unknown type', '9'],
    ['a binary event (the widget expects none)', '51-["a",{"_placeholder":true,"num":0}]'],
    ['an event that is not a list', '2{"a":1}'],
    ["an event named as one of socket.io's own", '2["connect"]'],
    ['a disconnect with data', '1[]'],
    ['a payload that is not JSON', '2["a",'],
  ])('refuses %s', (_, text) => {
    expect(() => decodePacket(text)).toThrow();
  });

  it('emits each decoded packet, and refuses binary data', () => {
    const decoder = new Decoder();
    const decoded: Packet[] = [];
    decoder.on('decoded', (packet) => decoded.push(packet));
    decoder.add('0{"sid":"abc"}');
    decoder.add('3/cashier,12[{"status":200}]');
    expect(decoded).toEqual([
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.ACK, nsp: '/cashier', id: 12, data: [{ status: 200 }] },
    ]);
    expect(() => decoder.add(new ArrayBuffer(2))).toThrow('Binary packets are not supported');
  });
});

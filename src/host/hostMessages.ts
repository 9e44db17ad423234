import * as v from 'valibot';
import { type Bonus, BonusListSchema } from './handshake';

/** Spec §4 "Host messages received", after the origin check and validation. */
export type ReceivedMessage =
  | { type: 'loaded'; payload: unknown }
  | { type: 'loaded-without-payload' }
  | { type: 'bonus-list-fetched'; bonusList: Bonus[] }
  | { type: 'bonus-list-updated'; bonusList: Bonus[] }
  | { type: 'close' };

const MessageSchema = v.variant('type', [
  v.object({ type: v.literal('loaded'), payload: v.optional(v.unknown()) }),
  v.object({
    type: v.literal('bonus-list-fetched'),
    payload: v.object({ success: v.boolean(), bonusList: v.optional(BonusListSchema) }),
  }),
  v.object({ type: v.literal('bonus-list-updated'), payload: BonusListSchema }),
  v.object({ type: v.literal('close') }),
]);

/**
 * Reads one `message` event's data: JSON text or a plain object of the documented shape.
 * Anything else (non-JSON, unknown types, wrong shapes, a fetched list without success) is null.
 */
export function readHostMessage(data: unknown): ReceivedMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = v.safeParse(MessageSchema, value);
  if (!parsed.success) return null;
  const message = parsed.output;
  switch (message.type) {
    case 'loaded':
      return message.payload == null ? { type: 'loaded-without-payload' } : { type: 'loaded', payload: message.payload };
    case 'bonus-list-fetched':
      return message.payload.success ? { type: 'bonus-list-fetched', bonusList: message.payload.bonusList ?? [] } : null;
    case 'bonus-list-updated':
      return { type: 'bonus-list-updated', bonusList: message.payload };
    case 'close':
      return { type: 'close' };
  }
}

// The public types (types/payment-cashier.d.ts) against the element they describe: compiled by the
// type check, so a property or an event added to one and not the other fails `npm test`.
import type {
  CashierEventMap as PublicEventMap, CashierHostEvents, forgetPlayer as publicForgetPlayer, PaymentCashierConstructor, PaymentCashierProps,
} from '../../types/payment-cashier';
import type { forgetPlayer } from '../../src/element/index';
import type { PaymentCashierElement } from '../../src/element/PaymentCashierElement';
import type { ElementProps } from '../../src/element/props';
import type { CashierEventMap, HostEventPayloads } from '../../src/host/events';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every property of the element is public, and nothing else (attributeErrors is internal). */
export const sameProps: Same<keyof PaymentCashierProps, Exclude<keyof ElementProps, 'attributeErrors'>> = true;
/** Every host event with the same payload, and every DOM event with the same detail. */
export const samePayloads: Same<CashierHostEvents, HostEventPayloads> = true;
export const sameEvents: Same<PublicEventMap, CashierEventMap> = true;
/** The module's forgetPlayer, and the class's, as the widget has them. */
export const sameForget: Same<typeof publicForgetPlayer, typeof forgetPlayer> = true;
export const sameStaticForget: Same<PaymentCashierConstructor['forgetPlayer'], (typeof PaymentCashierElement)['forgetPlayer']> = true;

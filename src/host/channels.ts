import { carriesSecret, domEventName, type HostEventName, type HostEventPayloads } from './events';

/** A function the package host may set as the element's `sender` property. */
export type HostSender = (type: HostEventName, payload: unknown) => void;

export interface HostMessage {
  type: HostEventName;
  payload: unknown;
}

/** One way of telling the host: the DOM, the parent frame, a native bridge, the sender property (see senderChannel). */
export type HostChannel = (message: HostMessage) => void;

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  PaymentCashierAndroid?: { postMessage(message: string): void };
}

/** The iOS message handler name and the Android JavaScript interface name the native app registers. */
export const IOS_HANDLER = 'paymentCashier';
export const ANDROID_INTERFACE = 'PaymentCashierAndroid';

export function domChannel(element: EventTarget): HostChannel {
  return ({ type, payload }) =>
    element.dispatchEvent(new CustomEvent(domEventName(type), { detail: payload, bubbles: true, composed: true }));
}

/** Posts to the parent frame at the exact host origin; with no known origin it sends nothing. */
export function parentFrameChannel(win: Window, hostOrigin: () => string | undefined): HostChannel | undefined {
  if (win.parent === win) return undefined;
  return (message) => {
    const origin = hostOrigin();
    if (origin) win.parent.postMessage(message, origin);
  };
}

/** The bridges a native app's web view injects: React Native, iOS WKWebView, Android. */
export function nativeChannels(win: Window): HostChannel[] {
  const native = win as unknown as NativeWindow;
  const channels: HostChannel[] = [];
  if (native.ReactNativeWebView) {
    channels.push((m) => native.ReactNativeWebView?.postMessage(JSON.stringify(m)));
  }
  if (native.webkit?.messageHandlers?.[IOS_HANDLER]) {
    channels.push((m) => native.webkit?.messageHandlers?.[IOS_HANDLER]?.postMessage(m));
  }
  if (native.PaymentCashierAndroid) {
    channels.push((m) => native.PaymentCashierAndroid?.postMessage(JSON.stringify(m)));
  }
  return channels;
}

/** The package host's `sender` property: every event but those whose payload is a secret. */
export function senderChannel(sender: () => HostSender | undefined): HostChannel {
  return ({ type, payload }) => {
    if (!carriesSecret(type)) sender()?.(type, payload);
  };
}

export function hasNativeBridge(win: Window): boolean {
  return nativeChannels(win).length > 0;
}

/** Delivers one event on every channel; a channel that throws does not stop the others. */
export function createHostNotifier(channels: () => HostChannel[], log?: (message: HostMessage) => void) {
  return function notify<K extends HostEventName>(type: K, payload: HostEventPayloads[K]): void {
    log?.({ type, payload });
    for (const channel of channels()) {
      try {
        channel({ type, payload });
      } catch (error) {
        console.error(`[payment-cashier] delivering ${type} failed`, error);
      }
    }
  };
}
export type HostNotifier = ReturnType<typeof createHostNotifier>;

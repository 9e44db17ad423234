import { domChannel, nativeChannels, parentFrameChannel, senderChannel } from '../host/channels';
import { originOf } from '../host/origin';
import { MAIN_MODES } from '../modes/index';
import { type Cashier, createCashier } from '../state/cashier';
import { deploymentFromProps, type ElementProps } from './props';

/** Spec §7: the `locale` query parameter chooses the language, and is then removed from the address. */
function takeLocaleFromQuery(win: Window): string | null {
  const url = new URL(win.location.href);
  const locale = url.searchParams.get('locale');
  if (locale === null) return null;
  url.searchParams.delete('locale');
  win.history.replaceState(win.history.state, '', url);
  return locale;
}

/** A cashier for one element, talking to its host on every channel the page has. */
export function createElementCashier(element: HTMLElement, props: () => ElementProps): Cashier {
  const win = window;
  const initial = props();
  let cashier: Cashier;
  const parent = parentFrameChannel(win, () => cashier.hostOrigin());
  const sender = senderChannel(() => props().sender);
  const channels = [domChannel(element), ...(parent ? [parent] : []), ...nativeChannels(win), sender];
  // A frame or a web view is the cashier's own document: Back belongs to it unless the host says no.
  const ownsDocument = win.parent !== win || nativeChannels(win).length > 0;
  const deviceBack = initial.deviceBack ?? (ownsDocument || undefined);
  const queryLocale = initial.localeQuery ?? ownsDocument ? takeLocaleFromQuery(win) : null;
  cashier = createCashier({
    // Read again at each start: a frame's page may set api-url or static-base after the element upgrades.
    readDeployment: () => ({ ...deploymentFromProps(props(), win.location.origin), deviceBack, queryLocale }),
    channels: () => channels,
    // The parts are composed here: the cashier gets its modes, and through them the flow registries.
    modes: MAIN_MODES,
    // An empty x-origin falls back to host, as an empty handshake field does (normaliseHandshake).
    configuredOrigin: () => originOf(props().xOrigin || props().host),
  });
  return cashier;
}

import { hasNativeBridge } from './channels';
import { type Handshake, nativePlatformIn } from './handshake';

/**
 * Native platforms get the dark theme; a native app's web view is dark already while its
 * handshake is on the way. The widget's container and its payment window page both follow it.
 */
export const themeOf = (handshake: Pick<Handshake, 'user'> | null, win: Window): 'dark' | 'light' =>
  (handshake ? nativePlatformIn(handshake) : hasNativeBridge(win)) ? 'dark' : 'light';

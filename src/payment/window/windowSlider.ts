import { runSlider, type SliderRequest, SliderUnavailable } from '../../captcha/slider';
import { toCashierError } from '../../transport/errors';
import type { GeetestResult } from './protocol';

/** The slider in the payment window, its outcome as the widget reads it (the protocol's `geetestResult`). */
export async function solveSlider(request: SliderRequest): Promise<GeetestResult> {
  try {
    return { result: await runSlider({ ...request, signal: new AbortController().signal }) };
  } catch (thrown) {
    if (thrown instanceof SliderUnavailable) return { unavailable: thrown.reason, message: thrown.message };
    const error = toCashierError(thrown);
    return { error: error.code ?? 'slider-unknown', message: error.message };
  }
}

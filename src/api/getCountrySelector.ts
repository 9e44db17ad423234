import { call, type Api } from './call';
import { METHOD_CALLS } from '../contract/methods';

export const getCountrySelector = (api: Api, signal?: AbortSignal) => call(api, METHOD_CALLS.countrySelector, {}, signal);

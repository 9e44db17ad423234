import { call, type Api } from './call';
import { CALLS } from './contract';

export const getCountrySelector = (api: Api, signal?: AbortSignal) => call(api, CALLS.countrySelector, {}, signal);

import { call, type Api } from './call';
import { CALLS, CountrySelectorResponseSchema } from './contract';

export const getCountrySelector = (api: Api, signal?: AbortSignal) =>
  call(api, CALLS.countrySelector, undefined, CountrySelectorResponseSchema, signal);

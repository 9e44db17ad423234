import type { Transport } from '../../../src/transport/types';

/** A transport that answers every call with an empty method list, and pushes nothing. */
export const quietTransport: Transport = {
  mode: 'http',
  async request() {
    return { paymentGroups: [], paymentMethods: [], isGeoSelectorEnabled: false, countries: [] };
  },
  subscribe: () => () => {},
  close() {},
};

/** The VIN decoder. */
import { endpointsOf } from './endpoint.js';
import type { vinShapes } from './vin.shapes.js';

const endpoint = endpointsOf<typeof vinShapes>();

export const vinApi = {
  decodeVin: endpoint({
    id: 'decodeVin',
    method: 'GET',
    path: '/api/v1/vin/:vin/',
    auth: 'none',
    tag: 'vin',
    summary: 'Decode a VIN',
  }),
};

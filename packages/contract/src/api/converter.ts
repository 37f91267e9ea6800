/** The converter of coding files. */
import { endpointsOf } from './endpoint.js';
import type { converterShapes } from './converter.shapes.js';

const endpoint = endpointsOf<typeof converterShapes>();

export const converterApi = {
  convert: endpoint({
    id: 'convert',
    method: 'POST',
    path: '/api/v1/convert',
    auth: 'none',
    tag: 'converter',
    summary: 'Convert .vrx/.vcx/.sgde files (field vrx_file) into one zip of .aed files',
  }),
};

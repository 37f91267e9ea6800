import type { CodingSetBuilder } from '../builder.js';
import type { XmlAdapter } from './types.js';

export const VCX_ROOT = 'CodingExport';

/**
 * .vcx: <CodingExport> <Vehicle VIN/>?
 *         <Ecu Qualifier Variant PartNo SwVersion>
 *           <Fingerprint>hex</Fingerprint>
 *           <Domain Name="…" Value="hex"/>
 */
export function parseVcx(builder: CodingSetBuilder): XmlAdapter {
  let fingerprint: string | undefined;

  return {
    format: 'vcx',
    start() {
      // The root's version attribute carries nothing the model needs.
    },
    open(depth, element) {
      const { attributes: a, line } = element;
      if (depth === 1 && element.name === 'Vehicle') {
        builder.setVehicleField('vin', a.VIN, line);
      } else if (depth === 1 && element.name === 'Ecu') {
        builder.beginModule(a.Qualifier, line);
        builder.setModuleField('variant', a.Variant, line);
        builder.setModuleField('partNumber', a.PartNo, line);
        builder.setModuleField('software', a.SwVersion, line);
      } else if (depth === 2 && element.name === 'Fingerprint' && builder.moduleOpen) {
        fingerprint = '';
      } else if (depth === 2 && element.name === 'Domain' && builder.moduleOpen) {
        const coding = builder.beginCoding(a.Name, line);
        coding.reader.push(a.Value ?? '');
        builder.endCoding(coding);
      }
    },
    text(depth, text) {
      if (depth === 2 && fingerprint !== undefined) fingerprint += text;
    },
    close(depth, name, line) {
      if (depth === 2 && name === 'Fingerprint' && fingerprint !== undefined) {
        builder.setModuleField('fingerprint', fingerprint, line);
        fingerprint = undefined;
      } else if (depth === 1 && name === 'Ecu' && builder.moduleOpen) {
        builder.endModule(line);
      }
    },
  };
}

import type { CodingSetBuilder } from '../builder.js';
import type { HexReader } from '../hex.js';
import { fail } from '../errors.js';
import { preview } from '../model.js';
import type { XmlAdapter, XmlElement } from './types.js';

export const VRX_ROOT = 'VariantRecord';
const SUPPORTED_VERSION = '1';

/**
 * .vrx: <VariantRecord formatVersion="1" vin tool created>
 *         <Module name variant partNumber software fingerprint>
 *           <Coding domain="…">hex</Coding>
 */
export function parseVrx(builder: CodingSetBuilder): XmlAdapter {
  let coding: { domain: string; reader: HexReader } | undefined;

  return {
    format: 'vrx',
    start(root: XmlElement) {
      const version = root.attributes.formatVersion?.trim();
      // A missing version is read as 1; a different one may mean different rules, so refuse it.
      if (version !== undefined && version !== SUPPORTED_VERSION) {
        fail(
          'bad_field',
          `unsupported .vrx formatVersion "${preview(version)}" (expected ${SUPPORTED_VERSION})`,
          root.line,
        );
      }
      builder.setVehicleField('vin', root.attributes.vin, root.line);
      builder.setVehicleField('tool', root.attributes.tool, root.line);
      builder.setVehicleField('created', root.attributes.created, root.line);
    },
    open(depth, element) {
      const { attributes: a, line } = element;
      if (depth === 1 && element.name === 'Module') {
        builder.beginModule(a.name, line);
        builder.setModuleField('variant', a.variant, line);
        builder.setModuleField('partNumber', a.partNumber, line);
        builder.setModuleField('software', a.software, line);
        builder.setModuleField('fingerprint', a.fingerprint, line);
      } else if (depth === 2 && element.name === 'Coding' && builder.moduleOpen) {
        coding = builder.beginCoding(a.domain, line);
      }
    },
    text(depth, text) {
      if (depth === 2 && coding) coding.reader.push(text);
    },
    close(depth, name, line) {
      if (depth === 2 && name === 'Coding' && coding) {
        builder.endCoding(coding);
        coding = undefined;
      } else if (depth === 1 && name === 'Module' && builder.moduleOpen) {
        builder.endModule(line);
      }
    },
  };
}

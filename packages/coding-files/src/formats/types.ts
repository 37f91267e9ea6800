import type { CodingFormat, CodingSet } from '../model.js';

/** A format reader consumes decoded text in pieces and yields the coding set at the end. */
export interface FormatReader {
  write(text: string): void;
  end(): { format: CodingFormat; set: CodingSet };
}

/** What an XML element looks like to an adapter: its name and attributes, nothing else. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** 1-based line where the element's start tag ends. */
  readonly line: number;
}

/**
 * Maps one XML dialect onto the CodingSetBuilder. Depth is the element's nesting level with the
 * root at 0, so an adapter can react to direct children only and ignore unknown subtrees whole.
 */
export interface XmlAdapter {
  readonly format: CodingFormat;
  start(root: XmlElement): void;
  open(depth: number, element: XmlElement): void;
  text(depth: number, text: string): void;
  close(depth: number, name: string, line: number): void;
}

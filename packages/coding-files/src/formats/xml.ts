import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import type { CodingSetBuilder } from '../builder.js';
import { checkDeclaredEncoding } from '../decode.js';
import type { DetectedEncoding } from '../decode.js';
import { fail } from '../errors.js';
import { preview } from '../model.js';
import type { FormatReader, XmlAdapter, XmlElement } from './types.js';

export type AdapterFactory = (builder: CodingSetBuilder) => XmlAdapter;

/**
 * Shared XML plumbing for .vrx and .vcx: feeds text to saxes (which never expands entities),
 * refuses DOCTYPE, and hands elements to the adapter chosen by the root element's name.
 * Handlers throw ParseFailure, which unwinds saxes at the first problem.
 */
export class XmlReader implements FormatReader {
  private readonly parser = new SaxesParser({ xmlns: false, position: true });
  private adapter: XmlAdapter | undefined;
  private depth = -1;

  constructor(
    private readonly builder: CodingSetBuilder,
    private readonly adapters: Readonly<Record<string, AdapterFactory>>,
    encoding: DetectedEncoding,
  ) {
    const parser = this.parser;
    parser.on('error', (error) => this.syntaxError(error));
    parser.on('doctype', () => fail('doctype', 'DOCTYPE not allowed', parser.line));
    parser.on('xmldecl', (decl) => checkDeclaredEncoding(encoding, decl.encoding));
    parser.on('opentag', (tag) => this.open(tag));
    parser.on('closetag', (tag) => this.close(tag.name));
    parser.on('text', (text) => this.text(text));
    parser.on('cdata', (text) => this.text(text));
  }

  write(text: string): void {
    this.parser.write(text);
  }

  end(): ReturnType<FormatReader['end']> {
    this.parser.close();
    if (!this.adapter) return fail('bad_xml', 'document has no root element');
    return { format: this.adapter.format, set: this.builder.finish() };
  }

  private open(tag: SaxesTagPlain): void {
    this.depth++;
    const element: XmlElement = { name: tag.name, attributes: tag.attributes, line: this.parser.line };
    if (this.depth > 0) return this.adapter?.open(this.depth, element);
    const factory = Object.hasOwn(this.adapters, tag.name) ? this.adapters[tag.name] : undefined;
    if (!factory) {
      const expected = Object.keys(this.adapters).join(' or ');
      fail(
        'unknown_format',
        `unknown root element <${preview(tag.name)}> (expected ${expected})`,
        element.line,
      );
    }
    this.adapter = factory(this.builder);
    this.adapter.start(element);
  }

  private close(name: string): void {
    this.adapter?.close(this.depth, name, this.parser.line);
    this.depth--;
  }

  private text(text: string): void {
    if (this.depth >= 0) this.adapter?.text(this.depth, text);
  }

  private syntaxError(error: Error): never {
    // saxes prefixes "line:column: "; restate it in words and keep saxes' own explanation.
    const detail = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    const line = this.parser.line;
    return fail('bad_xml', `line ${line}, column ${this.parser.column}: invalid XML: ${detail}`, line);
  }
}

import { SaxesParser } from 'saxes';

/** An element of a REFI-QDA document, by local name (namespaces vary between tools and versions). */
export interface QdaElement {
  name: string;
  attributes: Record<string, string>;
  children: QdaElement[];
  text: string;
}

/** The first child named `name`. */
export function child(element: QdaElement, name: string): QdaElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The children named `name`. */
export function childrenNamed(element: QdaElement, name: string): QdaElement[] {
  return element.children.filter((c) => c.name === name);
}

/** Decodes a file's bytes: UTF-8 unless a UTF-16 BOM says otherwise; any BOM dropped. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * Parses a project.qde or .qdc into elements. Tolerant where real exports differ (a BOM or blank
 * lines before `<?xml`, any namespace), strict where XML is: a document that is not well-formed is
 * refused with the parser's message. Entities are never expanded beyond XML's own five.
 */
export function parseQde(source: string): QdaElement {
  const xml = source.replace(/^[\uFEFF\s]+/, '');
  const parser = new SaxesParser({ xmlns: false, position: true });
  const root: QdaElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: QdaElement[] = [root];
  let error: Error | null = null;
  parser.on('error', (err) => {
    error ??= err;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes))
      attributes[key.includes(':') ? key.slice(key.indexOf(':') + 1) : key] = String(value);
    const element: QdaElement = {
      name: tag.name.includes(':') ? tag.name.slice(tag.name.indexOf(':') + 1) : tag.name,
      attributes,
      children: [],
      text: '',
    };
    (stack[stack.length - 1] as QdaElement).children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    (stack[stack.length - 1] as QdaElement).text += text;
  });
  parser.on('cdata', (text) => {
    (stack[stack.length - 1] as QdaElement).text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (error) throw error;
  const document = root.children[0];
  if (!document) throw new Error('The file holds no XML element.');
  return document;
}

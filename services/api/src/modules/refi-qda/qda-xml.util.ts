/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content escaped for XML; "\r" as a reference so a parser keeps it. */
export function xmlText(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** An attribute value escaped for XML: line breaks and tabs as references (a parser would fold them). */
export function xmlAttribute(value: string): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/** Attributes with a value, in order: `name="value"` pairs joined by spaces (leading space included). */
export function attributes(values: Record<string, string | number | boolean | null | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined) out += ` ${name}="${xmlAttribute(String(value))}"`;
  return out;
}

/** A date as xsd:dateTime in UTC without fractions (some tools refuse fractional seconds). */
export function xmlDateTime(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

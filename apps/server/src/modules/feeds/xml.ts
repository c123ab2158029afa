// Characters XML 1.0 forbids even when escaped: C0 controls but tab/LF/CR, U+FFFE/U+FFFF, lone surrogates.
// eslint-disable-next-line no-control-regex -- matching the forbidden control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g
const NON_CHARACTERS = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text or attribute value made safe for XML: escaped, and stripped of characters XML cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(CONTROL_CHARS, '')
    .replace(NON_CHARACTERS, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

/** `<name>escaped text</name>` */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`
}

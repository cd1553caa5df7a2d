// A small SVG tree as plain data: drawn into the map's static SVG file and the map picture (svgMarkup) and,
// for the marks and the legend's symbols, as React elements (svg-node-view.tsx). Attribute names are React's.
export type SvgAttrs = Record<string, string | number | undefined>
export interface SvgNode {
  tag: string
  attrs: SvgAttrs
  children: (SvgNode | string)[]
}

export function el(tag: string, attrs: SvgAttrs = {}, ...children: (SvgNode | string | null)[]): SvgNode {
  return { tag, attrs, children: children.filter((c): c is SvgNode | string => c !== null) }
}

/** React's camelCase names of SVG presentation attributes, written with hyphens in markup. */
const HYPHENATED = new Set([
  'fillOpacity',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontWeight',
  'paintOrder',
  'strokeDasharray',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeOpacity',
  'strokeWidth',
  'textAnchor',
  'textDecoration',
])

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function attrName(name: string): string {
  if (name === 'className') return 'class'
  return HYPHENATED.has(name) ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name
}

export function svgMarkup(node: SvgNode | string): string {
  if (typeof node === 'string') return escape(node)
  const attrs = Object.entries(node.attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${attrName(k)}="${escape(String(v))}"`)
    .join('')
  return `<${node.tag}${attrs}>${node.children.map(svgMarkup).join('')}</${node.tag}>`
}

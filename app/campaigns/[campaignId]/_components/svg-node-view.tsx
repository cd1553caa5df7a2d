// Draws an SvgNode (svg-node.ts) with React, for the legend's symbols shared with the static map.
import { createElement, type ReactElement } from 'react'
import type { SvgNode } from './svg-node'

export function SvgNodeView({ node }: { node: SvgNode }): ReactElement {
  return createElement(node.tag, node.attrs, ...node.children.map((child, i) => (typeof child === 'string' ? child : <SvgNodeView key={i} node={child} />)))
}

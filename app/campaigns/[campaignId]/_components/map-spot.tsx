'use client'
// One system of the campaign map: a keyboard-focusable link over its marker, with its battle mark this turn.
// The marker, the battle mark and the link's words follow the map's live overlay (live-values.tsx).
import type { ReactNode } from 'react'
import { useOverlay } from './live-values'

export interface MapSpotProps {
  systemId: string
  href: string
  selected: boolean
  x: number
  y: number
  /** The hit area: marker and label. */
  box: { x: number; y: number; width: number; height: number }
  /** The marker's and battle mark's ids in the map's <defs>, and the link's words, as rendered. */
  mark: string
  ring: string
  label: string
  since: number
  /** Drawn under the marks: the selection. */
  children?: ReactNode
}

export function MapSpot(props: MapSpotProps) {
  const live = useOverlay(props.since)
  const mark = live?.text[`mark.${props.systemId}`] ?? props.mark
  const ring = live?.text[`ring.${props.systemId}`] ?? props.ring
  const label = live?.text[`label.${props.systemId}`] ?? props.label
  const { x, y, box } = props
  return (
    <a href={props.href} aria-label={label} aria-current={props.selected ? 'true' : undefined} className="outline-none">
      {/* A generous, invisible hit area over marker and label, outlined on hover and keyboard focus. */}
      <rect className="hit" x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
      {props.children}
      {ring ? <use href={`#${ring}`} x={x} y={y} /> : null}
      <use href={`#${mark}`} x={x} y={y} />
    </a>
  )
}

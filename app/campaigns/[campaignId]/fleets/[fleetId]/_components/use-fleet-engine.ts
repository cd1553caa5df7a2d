'use client'
// Loads the fleet builder's engine (fleet-engine.ts) after the page is drawn, once per page load, bound to
// the campaign's points era (R-FLEET-ERA): every card it lists or prices is the era's.
import { useEffect, useMemo, useState } from 'react'
import type { PointsEra } from '@/lib/data/cards/types'

export type FleetEngine = typeof import('./fleet-engine')

let loaded: FleetEngine | null = null
let loading: Promise<FleetEngine> | null = null

const bound = new Map<PointsEra, FleetEngine>()

/** The engine with each of its functions run in the era (the card lists and the preview component included). */
function inEra(engine: FleetEngine, era: PointsEra): FleetEngine {
  let found = bound.get(era)
  if (!found) {
    const wrapped: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(engine)) {
      wrapped[name] =
        typeof value === 'function' && name !== 'withPointsEra'
          ? (...args: unknown[]) => engine.withPointsEra(era, () => (value as (...a: unknown[]) => unknown)(...args))
          : value
    }
    found = wrapped as FleetEngine
    bound.set(era, found)
  }
  return found
}

/** The engine, or null until it has arrived. */
export function useFleetEngine(pointsEra: PointsEra): FleetEngine | null {
  const [engine, setEngine] = useState<FleetEngine | null>(loaded)
  useEffect(() => {
    if (engine) return
    let live = true
    loading ??= import('./fleet-engine').then((e) => (loaded = e))
    void loading.then((e) => live && setEngine(e))
    return () => {
      live = false
    }
  }, [engine])
  return useMemo(() => (engine ? inEra(engine, pointsEra) : null), [engine, pointsEra])
}

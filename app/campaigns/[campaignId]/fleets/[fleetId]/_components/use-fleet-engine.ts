'use client'
// Loads the fleet builder's engine (fleet-engine.ts) after the page is drawn, once per page load.
import { useEffect, useState } from 'react'

export type FleetEngine = typeof import('./fleet-engine')

let loaded: FleetEngine | null = null
let loading: Promise<FleetEngine> | null = null

/** The engine, or null until it has arrived. */
export function useFleetEngine(): FleetEngine | null {
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
  return engine
}

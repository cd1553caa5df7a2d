import { describe, expect, it } from 'vitest'
import { announceVersion, listenToCampaign, openStreams } from './campaign-events'

describe('campaign events', () => {
  it('tells each page of the campaign its new version, and only while it listens', () => {
    const heard: string[] = []
    const stopA = listenToCampaign(
      'a',
      (v) => heard.push(`a1:${v}`),
      () => {},
    )
    const stopB = listenToCampaign(
      'b',
      (v) => heard.push(`b:${v}`),
      () => {},
    )
    const stopA2 = listenToCampaign(
      'a',
      (v) => heard.push(`a2:${v}`),
      () => {},
    )
    announceVersion('a', 7)
    expect(heard).toEqual(['a1:7', 'a2:7'])
    stopA()
    announceVersion('a', 8)
    expect(heard).toEqual(['a1:7', 'a2:7', 'a2:8'])
    stopA2()
    stopB()
    expect(openStreams()).toBe(0)
  })

  it('closes every open stream when the server stops', () => {
    const closed: string[] = []
    const stop = listenToCampaign(
      'a',
      () => {},
      () => closed.push('a'),
    )
    ;(globalThis as { rimCommandCloseStreams?: () => void }).rimCommandCloseStreams!()
    expect(closed).toEqual(['a'])
    stop()
  })
})

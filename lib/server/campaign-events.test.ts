import { describe, expect, it } from 'vitest'
import { announceVersion, closeStreamsOf, listenToCampaign, openStream, openStreams, STREAMS_PER_ADDRESS, STREAMS_PER_LINK } from './campaign-events'

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

describe('streams per link and per address', () => {
  const who = (subject: string, address: string) => ({ campaignId: 'c', subject, address })

  it(`are at most ${STREAMS_PER_LINK} for one link and ${STREAMS_PER_ADDRESS} from one address; a closed one frees its place`, () => {
    const fromOne = Array.from({ length: STREAMS_PER_LINK }, (_v, i) =>
      openStream(
        who('rebels-1', `10.0.0.${i}`),
        () => {},
        () => {},
      ),
    )
    expect(fromOne.every((s) => s !== null)).toBe(true)
    expect(
      openStream(
        who('rebels-1', '10.0.1.1'),
        () => {},
        () => {},
      ),
    ).toBeNull()
    // Another link of the same campaign is not held back by it.
    const other = openStream(
      who('rebels-2', '10.0.2.1'),
      () => {},
      () => {},
    )
    expect(other).not.toBeNull()
    fromOne[0]!()
    const again = openStream(
      who('rebels-1', '10.0.1.1'),
      () => {},
      () => {},
    )
    expect(again).not.toBeNull()
    for (const stop of [...fromOne.slice(1), other, again]) stop!()

    const oneAddress = Array.from({ length: STREAMS_PER_ADDRESS }, (_v, i) =>
      openStream(
        who(`p${i}`, '10.9.9.9'),
        () => {},
        () => {},
      ),
    )
    expect(
      openStream(
        who('organizer', '10.9.9.9'),
        () => {},
        () => {},
      ),
    ).toBeNull()
    for (const stop of oneAddress) stop!()
    expect(openStreams()).toBe(0)
  })

  it('closes at once the streams of a link that was replaced, and only those', () => {
    const closed: string[] = []
    const stops = [
      openStream(
        who('rebels-1', 'a'),
        () => {},
        () => closed.push('old rebels-1'),
      ),
      openStream(
        who('rebels-2', 'b'),
        () => {},
        () => closed.push('rebels-2'),
      ),
    ]
    closeStreamsOf('c', 'rebels-1')
    expect(closed).toEqual(['old rebels-1'])
    for (const stop of stops) stop!()
  })
})

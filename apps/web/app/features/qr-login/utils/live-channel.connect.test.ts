import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveChannel } from './live-channel'

// The real @stomp/stompjs over a stand-in WebSocket: what the CONNECT frame it writes carries.
class RecordingWebSocket {
  static last: RecordingWebSocket | null = null
  readonly sent: string[] = []
  readyState = 0
  binaryType = 'blob'
  protocol = ''
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    RecordingWebSocket.last = this
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the live channel on the wire', () => {
  it('sends the host header that STOMP 1.2 requires in its CONNECT frame', async () => {
    vi.stubGlobal('WebSocket', RecordingWebSocket)
    const channel = createLiveChannel(
      { code: 'code-aaaaaaaaaaaaaaaaaaaaa1', secret: 'secret-ssssssssssssssssssss' },
      { onConnected: vi.fn(), onUser: vi.fn(), onLinkError: vi.fn(), onFailure: vi.fn() },
    )
    await vi.waitFor(() => expect(RecordingWebSocket.last).not.toBeNull())
    const socket = RecordingWebSocket.last!
    expect(socket.url).toBe(`ws://${window.location.host}/ws`)
    socket.open()
    await vi.waitFor(() => expect(socket.sent.length).toBeGreaterThan(0))
    const [head] = socket.sent[0]!.split('\n\n')
    const [command, ...headers] = head!.split('\n')
    expect(command).toBe('CONNECT')
    expect(headers).toContain(`host:${window.location.hostname}`)
    expect(headers.find((header) => header.startsWith('accept-version:'))?.split(/[:,]/)).toContain('1.2')
    channel.close()
  })
})

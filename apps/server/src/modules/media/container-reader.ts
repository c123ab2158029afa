import type { FileHandle } from 'node:fs/promises'

/** How much of the file one read brings in: a box or element header is then read from memory. */
const WINDOW_BYTES = 64 * 1024

/**
 * Reads small headers (at most 64 bytes) out of a file through a 64 KB window, so walking a
 * container costs one read per 64 KB of headers rather than one awaited read per header, and a
 * budget of headers bounds the walk: a crafted file of millions of tiny boxes (or EBML elements)
 * is refused after `budget` of them instead of being walked to its end.
 */
export class ContainerReader {
  private readonly window = Buffer.alloc(WINDOW_BYTES)
  private windowStart = 0
  private windowLength = 0
  private headersLeft: number

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
    budget: number,
  ) {
    this.headersLeft = budget
  }

  /** Counts one header against the budget; false once the budget is spent. */
  spendHeader(): boolean {
    this.headersLeft -= 1
    return this.headersLeft >= 0
  }

  /**
   * `count` bytes at `position`, or as many as the file still has (possibly none). The answer is a
   * view of the window: use it before the next call.
   */
  async bytes(position: number, count: number): Promise<Buffer> {
    const available = Math.max(0, Math.min(count, this.size - position))
    const inWindow = position >= this.windowStart && position + available <= this.windowStart + this.windowLength
    if (!inWindow) {
      const { bytesRead } = await this.handle.read(this.window, 0, WINDOW_BYTES, position)
      this.windowStart = position
      this.windowLength = bytesRead
    }
    const offset = position - this.windowStart
    return this.window.subarray(offset, offset + Math.min(available, this.windowLength - offset))
  }
}

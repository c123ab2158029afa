// Rendered cards are kept on disk under DATA_DIR/cache/og, one file per card, language and content
// version: a card is drawn once per version, survives restarts, and an edit (a new version) replaces
// the previous file of that card and language.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LANGUAGE, isLanguage } from '@spotlight/shared/domain/languages'

const fileLanguage = (lang: string) => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE).replaceAll('-', '_')

export type CardKey = { kind: 'article' | 'category' | 'maker' | 'site'; id: string; lang: string; version: string }

export function createCardStore(dataDir: string) {
  const dir = path.join(dataDir, 'cache', 'og')
  const inFlight = new Map<string, Promise<Buffer>>()

  // Ids (category slugs) are hashed into the name, so no request can shape a path. A language's code
  // has its '-' written '_', so no language's prefix starts another's (`zh-` and `zh-Hans-`).
  const prefixOf = (key: CardKey) =>
    `${key.kind}-${createHash('sha256').update(key.id).digest('hex').slice(0, 16)}-${fileLanguage(key.lang)}-`
  const fileOf = (key: CardKey) => path.join(dir, `${prefixOf(key)}${key.version.replace(/[^a-z0-9]/gi, '')}.png`)

  async function removeOlderVersions(key: CardKey, keep: string) {
    const prefix = prefixOf(key)
    const names = await readdir(dir).catch(() => [] as string[])
    await Promise.all(
      names
        .filter((name) => name.startsWith(prefix) && path.join(dir, name) !== keep)
        .map((name) => rm(path.join(dir, name), { force: true })),
    )
  }

  return {
    dir,
    /** The stored card, or the one `render` draws now (once, however many ask at the same time). */
    get(key: CardKey, render: () => Promise<Buffer>): Promise<Buffer> {
      const file = fileOf(key)
      let pending = inFlight.get(file)
      if (!pending) {
        pending = (async () => {
          const stored = await readFile(file).catch(() => null)
          if (stored) return stored
          const png = await render()
          await mkdir(dir, { recursive: true })
          // Written aside and renamed, so a reader never sees half a file.
          const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
          await writeFile(temporary, png)
          await rename(temporary, file)
          await removeOlderVersions(key, file)
          return png
        })().finally(() => inFlight.delete(file))
        inFlight.set(file, pending)
      }
      return pending
    },
  }
}
export type CardStore = ReturnType<typeof createCardStore>

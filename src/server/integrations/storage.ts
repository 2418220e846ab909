import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** One small storage interface: files on disk by default (DATA_DIR/storage), a bucket when configured. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>
  delete(key: string): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`)
  }
  return key
}

export function createDiskStorage(root: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(root, safeKey(key))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
    },
    async get(key) {
      try {
        const body = await readFile(path.join(root, safeKey(key)))
        return {
          body,
          contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw err
      }
    },
    async delete(key) {
      await rm(path.join(root, safeKey(key)), { force: true })
    },
  }
}

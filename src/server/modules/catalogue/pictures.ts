// Pictures staff upload (a product's gallery, a recipe's picture): re-encoded by sharp (turned upright, metadata
// dropped) to WebP and AVIF at the sizes the storefront shows, stored through the shop's storage (disk or bucket)
// and served publicly at /media/{folder}/{file}. One way for every kind, so each is as safe as the others.
import { randomBytes } from 'node:crypto'
import { adminMessages } from '#domain/messages-admin.ts'
import { AppError } from '#server/errors.ts'
import { loadSharp } from '#server/integrations/on-first-use.ts'
import type { Storage } from '#server/integrations/storage.ts'

/** What a picture belongs to: its storage folder and the second part of its address. */
export type MediaFolder = 'products' | 'recipes'

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff'])
/** The sizes the storefront shows a picture at: the gallery or recipe page (1200 px) and cards (600 px). */
export const PICTURE_SIZES = [1200, 600] as const
const MAX_INPUT_PIXELS = 40_000_000
/** `{owner id}-{12 random letters}`, then `-600` for the small one, as WebP or AVIF. */
const FILE_NAME = /^\d+-[A-Za-z0-9]{12}(-600)?\.(webp|avif)$/

/** Where a folder's pictures are served from: `/media/products/`, `/media/recipes/`. */
export const mediaPrefix = (folder: MediaFolder) => `/media/${folder}/`

function keysOf(folder: MediaFolder, name: string): { key: string; size: number; format: 'webp' | 'avif' }[] {
  return PICTURE_SIZES.flatMap((size) => {
    const suffix = size === PICTURE_SIZES[0] ? '' : `-${size}`
    return (['webp', 'avif'] as const).map((format) => ({
      key: `${folder}/${name}${suffix}.${format}`,
      size,
      format,
    }))
  })
}

/**
 * Re-encodes an upload and writes its files; answers the address the shop shows (the 1200 px WebP; the others sit
 * beside it as `-600` and `.avif`). Not a picture (or one sharp cannot read): 400 with `notAnImage`. If a write
 * fails, the files already written are removed and the storage's error is thrown (503).
 */
export async function storePicture(
  storage: Storage,
  folder: MediaFolder,
  ownerId: number,
  upload: Buffer,
): Promise<string> {
  const name = `${ownerId}-${randomBytes(9)
    .toString('base64url')
    .replace(/[^a-z0-9]/gi, 'x')}`
  const files: { key: string; body: Buffer; type: string }[] = []
  const sharp = await loadSharp()
  try {
    const meta = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`)
    for (const size of PICTURE_SIZES) {
      const base = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      for (const { key, format } of keysOf(folder, name).filter((k) => k.size === size))
        files.push(
          format === 'webp'
            ? { key, body: await base.clone().webp({ quality: 82 }).toBuffer(), type: 'image/webp' }
            : { key, body: await base.clone().avif({ quality: 55 }).toBuffer(), type: 'image/avif' },
        )
    }
  } catch {
    throw new AppError('bad_request', adminMessages.notAnImage)
  }
  try {
    for (const file of files) await storage.put(file.key, file.body, file.type)
  } catch (err) {
    await Promise.all(files.map((f) => storage.delete(f.key).catch(() => {})))
    throw err
  }
  return `${mediaPrefix(folder)}${name}.webp`
}

/**
 * Deletes every file of a picture stored by `storePicture`, given the address it answered. Anything else (a seeded
 * `/images/…` path, an https address, another folder's picture, or, with `ownerId`, another owner's) is left alone.
 * Failures are ignored: a file left behind is harmless, a failed change is not.
 */
export async function deletePicture(
  storage: Storage,
  folder: MediaFolder,
  url: string | null | undefined,
  ownerId?: number,
): Promise<boolean> {
  const prefix = mediaPrefix(folder)
  if (!url?.startsWith(prefix)) return false
  const name = /^(\d+)-[A-Za-z0-9]{12}(?=\.webp$)/.exec(url.slice(prefix.length))
  if (!name || (ownerId !== undefined && name[1] !== String(ownerId))) return false
  await Promise.all(keysOf(folder, name[0]).map(({ key }) => storage.delete(key).catch(() => {})))
  return true
}

/** A stored picture by its file name (for GET /media/{folder}/{file}); undefined for any other name. */
export async function readPicture(
  storage: Storage,
  folder: MediaFolder,
  file: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  if (!FILE_NAME.test(file)) return undefined
  return storage.get(`${folder}/${file}`)
}

/** A stored picture by its address (`/media/recipes/…`), e.g. to draw a link preview; undefined for others. */
export async function readPictureAt(
  storage: Storage,
  url: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  const match = /^\/media\/(products|recipes)\/([^/?#]+)$/.exec(url)
  return match ? readPicture(storage, match[1] as MediaFolder, match[2]!) : undefined
}

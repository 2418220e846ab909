import { randomBytes } from 'node:crypto'
import { MAX_RETURN_PHOTOS, returnMessages } from '#domain/returns.ts'
import { AppError } from '#server/errors.ts'
import { loadSharp } from '#server/integrations/on-first-use.ts'

// A shopper's photos with a return request (decision 056, amendment): re-encoded as every other upload is (profile
// pictures, product and recipe pictures): the bytes alone decide whether it is a picture, whatever its name or type
// claims; re-encoding to WebP drops EXIF, GPS and every other metadata; a picture larger than 1600 px on its longer
// side is scaled down. Each is checked before anything is written: one refused photo refuses the request.

/** A file part of the request, as it came. */
export interface ReturnPhotoUpload {
  /** the name the browser gave it (only to name it in a message) */
  filename: string
  body: Buffer
}

/** A photo ready to store: its unguessable file name and its WebP bytes. */
export interface EncodedPhoto {
  file: string
  webp: Buffer
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif'])
const LONGEST_SIDE = 1600
/** The storage folder of return photos: never served publicly, only through the owner's or staff's route. */
export const RETURN_PHOTO_PREFIX = 'return-photos/'
export const RETURN_PHOTO_FILE = /^[a-z0-9]{10,40}\.webp$/i

/** How a photo is named in a message: its own name when it has a readable one, else its place. */
export function photoName(upload: ReturnPhotoUpload, n: number): string {
  const name = upload.filename.trim().slice(0, 80)
  return /^[\p{L}\p{N} ._()-]+$/u.test(name) ? `Photo ${n + 1} (${name})` : `Photo ${n + 1}`
}

export async function encodeReturnPhotos(
  uploads: ReturnPhotoUpload[],
  maxBytes: number,
): Promise<EncodedPhoto[]> {
  if (uploads.length > MAX_RETURN_PHOTOS) throw new AppError('bad_request', returnMessages.tooManyPhotos)
  const out: EncodedPhoto[] = []
  if (uploads.length === 0) return out
  const sharp = await loadSharp()
  for (const [n, upload] of uploads.entries()) {
    const name = photoName(upload, n)
    if (upload.body.length > maxBytes)
      throw new AppError('payload_too_large', returnMessages.photoTooLarge(name, maxBytes))
    let format: string | undefined
    try {
      format = (await sharp(upload.body, { limitInputPixels: 40_000_000 }).metadata()).format
    } catch {
      throw new AppError('bad_request', returnMessages.notAPhoto(name))
    }
    // a PDF, an SVG, a GIF or a TIFF is read by the image library but is not a photo of the parcel
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new AppError('bad_request', returnMessages.photoType(name))
    let webp: Buffer
    try {
      webp = await sharp(upload.body, { limitInputPixels: 40_000_000, animated: false })
        .rotate()
        .resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
    } catch {
      throw new AppError('bad_request', returnMessages.notAPhoto(name))
    }
    const file = `${randomBytes(18)
      .toString('base64url')
      .replace(/[^a-z0-9]/gi, 'x')}.webp`
    out.push({ file, webp })
  }
  return out
}

import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'

/**
 * The one file of a multipart upload sent in `field` (other files are read and dropped). Too large: 413 with
 * `tooLarge`; not multipart, cut short or without the file: 400 with `missing`. The plugin's own 4xx (too many
 * parts, wrong content type) keep their status.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  field: string,
  messages: { tooLarge: string; missing: string },
): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('bad_request', messages.missing)
  let buffer: Buffer | undefined
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === field && !buffer) buffer = await part.toBuffer()
      else if (part.type === 'file') await part.toBuffer()
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', messages.tooLarge)
    if (typeof (err as { statusCode?: unknown }).statusCode !== 'number')
      throw new AppError('bad_request', messages.missing)
    throw err
  }
  if (!buffer) throw new AppError('bad_request', messages.missing)
  return buffer
}

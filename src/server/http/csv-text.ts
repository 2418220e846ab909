// An uploaded CSV's text (a stock take, the catalogue): the server's side of src/domain/csv.ts, which reads it.

/**
 * An uploaded file's text when it is CSV a spreadsheet wrote (UTF-8, its byte-order mark dropped); null when it is
 * not text: invalid UTF-8, or control characters (NUL and the like) that only a binary file holds.
 */
export function csvText(file: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file)
  } catch {
    return null
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return null
  }
  return text.replace(/^\uFEFF/, '')
}

// The server's bundle written in ASCII (decision record 027, amended 2026-11-29: the memory bench). V8 keeps each
// script's source in memory for as long as the script lives, in one byte per character when every character is
// Latin-1 and in two otherwise: one '₹' in a regular expression doubled what the whole 1.9 MB of dist/server/main.js
// costs. The server-render bundle's chunks are written so where that costs fewer bytes (asciiIfSmaller): not a
// chunk of Hindi, Telugu… texts, whose characters take six bytes each as escapes and two as they are.
// Every character beyond ASCII is written as its \u escape, which means the same character in a string, a template,
// a regular expression (with or without the u flag, a surrogate pair escaped as two) and an identifier, and is only
// text in a comment. (A String.raw template would read the escape itself: the
// sources use none, and a test says so.)

/** `code` with every character beyond ASCII written as its \uXXXX escape (UTF-16 code units). */
export function asciiSource(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * `code` as V8 keeps it in fewer bytes: as it is when every character is Latin-1 (one byte each) or when most are
 * beyond it (a language's texts: two bytes each, against six as escapes); in ASCII when a few such characters
 * would make the whole source two bytes a character.
 */
export function asciiIfSmaller(code: string): string {
  if (!/[\u0100-\uffff]/.test(code)) return code
  const ascii = asciiSource(code)
  return ascii.length < 2 * code.length ? ascii : code
}

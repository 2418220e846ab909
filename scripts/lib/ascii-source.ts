// The server's bundle written in ASCII (decision record 027, amended 2026-11-29: the memory bench). V8 keeps each
// script's source in memory for as long as the script lives, in one byte per character when every character is
// Latin-1 and in two otherwise: one '₹' in a regular expression doubled what the whole 1.9 MB of dist/server/main.js
// costs (not the server-render bundle: its Hindi, Telugu… texts take six bytes each as escapes, two as they are).
// Every character beyond ASCII is written as its \u escape, which means the same character in a string, a template,
// a regular expression (with or without the u flag, a surrogate pair escaped as two) and an identifier, and is only
// text in a comment. (A String.raw template would read the escape itself: the
// sources use none, and a test says so.)

/** `code` with every character beyond ASCII written as its \uXXXX escape (UTF-16 code units). */
export function asciiSource(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

import type { Message } from '../catalogue.ts'
import type { shellEn } from './shell.en.ts'

export const shellHi: Record<keyof typeof shellEn, Message> = {}

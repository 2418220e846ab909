import type { Message } from '../catalogue.ts'
import type { shellEn } from './shell.en.ts'

export const shellTe: Record<keyof typeof shellEn, Message> = {}

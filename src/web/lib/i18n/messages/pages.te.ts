import type { Message } from '../catalogue.ts'
import type { pagesEn } from './pages.en.ts'

export const pagesTe: Record<keyof typeof pagesEn, Message> = {}

/** The round icon buttons and links of the header bar (40 px targets). */
export const iconButtonClass =
  'relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-leaf-deep transition-colors hover:bg-sand data-[state=open]:bg-sand'

/** Shared by the search box and its light stand-in (search-slot.tsx), so the swap is invisible. */
export const searchRootClass = 'lg:relative lg:w-64 xl:w-80'
export const searchInputClass =
  'h-11 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm text-ink placeholder:text-ink-soft focus:border-leaf focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf/30 lg:h-10 [&::-webkit-search-cancel-button]:hidden'
export const searchIconClass =
  'pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-ink-soft'

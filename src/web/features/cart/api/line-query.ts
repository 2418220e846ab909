/** The query naming a line's pack on the line routes (`?variant_index=`); none for the default pack, as before packs. */
export function lineQuery(variantIndex: number): string {
  return variantIndex === 0 ? '' : `?variant_index=${variantIndex}`
}

// The name of a product's category a shopper reads (decision 059): its name in the page's language when the reply
// carries one (`category_label`), else the catalogue's own name, which the filters and addresses keep using.

export function categoryShown(p: { category: string; category_label?: string }): string {
  return p.category_label?.trim() || p.category
}

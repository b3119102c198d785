/** How a style is named in select lists and headings: "CS-2611 男装长袖衬衫". */
export function productLabel(product: { styleNo: string; name?: string; productName?: string }): string {
  return `${product.styleNo} ${product.name ?? product.productName ?? ''}`.trim();
}

/** Styles as select options, labelled like `productLabel`. */
export function productOptions(products: readonly { id: string; styleNo: string; name: string }[]): { value: string; label: string }[] {
  return products.map((p) => ({ value: p.id, label: productLabel(p) }));
}

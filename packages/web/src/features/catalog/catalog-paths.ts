/** The catalogue's pages (product-spec §2); edit pages take `?id=` (edit) or `?copy=` (new from a copy). */
export const CatalogPaths = {
  productList: '/product/list',
  productEdit: '/product/edit',
  partList: '/product/partlist',
  partEdit: '/product/partedit',
  procedureList: '/product/procedurelist',
  procedureEdit: '/product/procedureedit',
  prices: '/procedurePrice/list',
} as const;

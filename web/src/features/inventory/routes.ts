import type { FeatureRoutes } from '../../shared/routing/feature-routes';

const INVENTORY = [{ title: 'Inventory & Stock' }];
const inventory = (label: string) => ({ group: 'inventory', label }) as const;

export const inventoryRoutes: FeatureRoutes = [
  { path: '/products', title: 'Products', breadcrumb: INVENTORY, menu: inventory('Products') },
  { path: '/products/add', title: 'Add Product', breadcrumb: INVENTORY },
  { path: '/products/update/:id', title: 'Edit Product', breadcrumb: INVENTORY },
  { path: '/products/details/:id', title: 'Product Details', breadcrumb: INVENTORY },
  { path: '/products/stock/:id', title: 'Stock Management', breadcrumb: INVENTORY },
  { path: '/products/motorcycles', title: 'Motorcycle Inventory', breadcrumb: INVENTORY, menu: inventory('Motorcycles') },
  { path: '/products/reports', title: 'Inventory Reports', breadcrumb: INVENTORY, menu: inventory('Inventory Reports') },
  { path: '/suppliers', title: 'Suppliers', breadcrumb: INVENTORY, menu: inventory('Suppliers') },
  { path: '/suppliers/add', title: 'Add Supplier', breadcrumb: INVENTORY },
  { path: '/suppliers/update/:id', title: 'Update Supplier', breadcrumb: INVENTORY },
  { path: '/requisitions', title: 'Requisitions', breadcrumb: INVENTORY, menu: inventory('Requisitions') },
  { path: '/purchases', title: 'Purchases', breadcrumb: INVENTORY, menu: inventory('Purchases') },
];

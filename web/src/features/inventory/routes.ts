import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

const INVENTORY = [{ title: 'Inventory & Stock' }];
const inventory = (label: string) => ({ group: 'inventory', label }) as const;

export const inventoryRoutes: FeatureRoutes = [
  { path: '/products', title: 'Products', page: lazyPage(() => import('./products/ProductsPage'), 'ProductsPage'), menu: inventory('Products') },
  { path: '/products/add', title: 'Add Product', page: lazyPage(() => import('./products/ProductFormPage'), 'ProductFormPage'), menuParent: '/products' },
  { path: '/products/update/:id', title: 'Edit Product', page: lazyPage(() => import('./products/ProductFormPage'), 'ProductFormPage'), menuParent: '/products' },
  { path: '/products/details/:id', title: 'Product Details', page: lazyPage(() => import('./products/ProductDetailsPage'), 'ProductDetailsPage'), menuParent: '/products' },
  { path: '/products/stock/:id', title: 'Stock Management', page: lazyPage(() => import('./products/StockManagementPage'), 'StockManagementPage'), menuParent: '/products' },
  {
    path: '/products/motorcycles',
    title: 'Motorcycle Inventory',
    page: lazyPage(() => import('./motorcycles/MotorcyclesPage'), 'MotorcyclesPage'),
    menu: inventory('Motorcycles'),
  },
  {
    path: '/products/reports',
    title: 'Inventory Reports',
    page: lazyPage(() => import('./reports/InventoryReportsPage'), 'InventoryReportsPage'),
    menu: inventory('Inventory Reports'),
  },
  { path: '/suppliers', title: 'Suppliers', breadcrumb: INVENTORY, page: lazyPage(() => import('./suppliers/SuppliersPage'), 'SuppliersPage'), menu: inventory('Suppliers') },
  { path: '/suppliers/add', title: 'Add Supplier', breadcrumb: INVENTORY, page: lazyPage(() => import('./suppliers/SupplierFormPage'), 'AddSupplierPage'), menuParent: '/suppliers' },
  { path: '/suppliers/update/:id', title: 'Update Supplier', breadcrumb: INVENTORY, page: lazyPage(() => import('./suppliers/SupplierFormPage'), 'UpdateSupplierPage'), menuParent: '/suppliers' },
  { path: '/requisitions', title: 'Requisitions', page: lazyPage(() => import('./requisitions/RequisitionsPage'), 'RequisitionsPage'), menu: inventory('Requisitions') },
  { path: '/purchases', title: 'Purchases', page: lazyPage(() => import('./purchases/PurchasesPage'), 'PurchasesPage'), menu: inventory('Purchases') },
];

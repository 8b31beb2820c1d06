import type { FeatureRoutes } from '../../shared/routing/feature-routes';

const VEHICLES = [{ title: 'Vehicle Management' }];
const vehicles = (label: string) => ({ group: 'vehicles', label }) as const;

export const vehicleRoutes: FeatureRoutes = [
  { path: '/vehicles', title: 'Vehicles', breadcrumb: VEHICLES, menu: vehicles('Vehicles') },
  { path: '/vehicles/add', title: 'Add Vehicle', breadcrumb: VEHICLES, menu: vehicles('Add Vehicle') },
  { path: '/vehicles/edit/:id', title: 'Edit Vehicle', breadcrumb: VEHICLES },
];

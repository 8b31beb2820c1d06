import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

const vehicles = (label: string) => ({ group: 'vehicles', label }) as const;

export const vehicleRoutes: FeatureRoutes = [
  { path: '/vehicles', title: 'Vehicles', page: lazyPage(() => import('./VehiclesPage'), 'VehiclesPage'), menu: vehicles('Vehicles') },
  { path: '/vehicles/add', title: 'Add Vehicle', page: lazyPage(() => import('./VehicleFormPage'), 'AddVehiclePage'), menu: vehicles('Add Vehicle') },
  { path: '/vehicles/edit/:id', title: 'Edit Vehicle', page: lazyPage(() => import('./VehicleFormPage'), 'EditVehiclePage'), menuParent: '/vehicles' },
];

import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '../shared/api/query-client';
import { LeavePrompt } from '../shared/leave-guard/LeavePrompt';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthProvider';
import { appTheme } from './theme';

/**
 * A data router (the routes themselves stay in AppRoutes, matched under one catch-all), so a
 * changed form can hold a route change until the user answers (LeavePrompt, useBlocker).
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <AuthProvider>
        <LeavePrompt />
        <AppRoutes />
      </AuthProvider>
    ),
  },
]);

export function App() {
  return (
    <ConfigProvider theme={appTheme}>
      <AntApp message={{ maxCount: 3 }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

import { Module } from '@nestjs/common';
import { BusinessDashboard } from './dashboard';
import { DashboardController } from './dashboard.controller';

@Module({ controllers: [DashboardController], providers: [BusinessDashboard] })
export class DashboardModule {}
